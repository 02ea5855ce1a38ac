import { skipToken } from '@apollo/client/react';
import { usePagedQuery } from '../../../lib/use-paged-query';
import { TRANSACTIONS } from './point-documents';

/** Spec section 9: history pages of 10. */
export const TRANSACTIONS_PAGE_SIZE = 10;

/**
 * The history, first page on mount, then `loadMore()` appends the next 10 (merged by the cache).
 * `guessed`: the id is the last visit's (point-tier-type-hint.ts), not yet confirmed, so a failure
 * is not reported.
 */
export function useTransactions(tierTypeId: number | undefined, guessed = false) {
  const { edges, hasNextPage, loadingMore, loadMore } = usePagedQuery(
    TRANSACTIONS,
    tierTypeId === undefined ? skipToken : { tierTypeId, first: TRANSACTIONS_PAGE_SIZE },
    (data) => data.transactionsConnection,
    !guessed,
  );
  return { edges, hasNextPage, loadingMore, loadMore };
}

export type TransactionHistory = ReturnType<typeof useTransactions>;
