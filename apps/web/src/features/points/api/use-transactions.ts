import { skipToken, useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import { TRANSACTIONS } from './point-documents';

/** Spec section 9: history pages of 10. */
export const TRANSACTIONS_PAGE_SIZE = 10;

/** The history, first page on mount, then `loadMore()` appends the next 10 (merged by the cache). */
export function useTransactions(tierTypeId: number | undefined) {
  const { data, error, fetchMore } = useQuery(
    TRANSACTIONS,
    tierTypeId === undefined ? skipToken : { variables: { tierTypeId, first: TRANSACTIONS_PAGE_SIZE } },
  );
  useQueryErrorRedirect(error);
  // A ref as well as state: the observer can fire twice before React re-renders.
  const busy = useRef(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const connection = data?.transactionsConnection;
  const endCursor = connection?.pageInfo.endCursor ?? null;
  const hasNextPage = connection?.pageInfo.hasNextPage ?? false;

  const loadMore = useCallback(async () => {
    if (busy.current || !hasNextPage || !endCursor) return;
    busy.current = true;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { first: TRANSACTIONS_PAGE_SIZE, after: endCursor } });
    } catch {
      // Leave the list as it is; the sentinel tries again when it comes back into view.
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [endCursor, hasNextPage, fetchMore]);

  return { edges: connection?.edges, hasNextPage, loadingMore, loadMore };
}
