import { usePagedQuery } from '../../../lib/use-paged-query';
import { PAYMENT_HISTORY } from './payment-history-documents';

export const PAYMENTS_PAGE_SIZE = 20;

/** The history, first page on mount, then `loadMore()` appends the next 20 (merged by the cache). */
export function usePaymentHistory() {
  const { edges, hasNextPage, loadingMore, loadMore } = usePagedQuery(
    PAYMENT_HISTORY,
    { first: PAYMENTS_PAGE_SIZE },
    (data) => data.paymentsConnection,
  );
  return { edges, hasNextPage, loadingMore, loadMore };
}

export type PaymentHistory = ReturnType<typeof usePaymentHistory>;
