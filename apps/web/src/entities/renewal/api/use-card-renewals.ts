import { useQuery } from '@apollo/client/react';
import { UNPAID_RENEWALS } from './unpaid-renewals';

/**
 * The card renewals not paid yet, shown on the card details and the card form, whose confirmation
 * names them and may pay them (decision 043): read from the API on every visit, not only the cache.
 */
export function useCardRenewals() {
  const { data } = useQuery(UNPAID_RENEWALS, { fetchPolicy: 'cache-and-network' });
  return data?.unpaidRenewals.filter((r) => r.method === 'card') ?? [];
}
