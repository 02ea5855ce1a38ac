import { useQuery } from '@apollo/client/react';
import { UNPAID_RENEWALS } from './unpaid-renewals';

/**
 * The card renewals not paid yet: what registering a card pays at once (decision 032), shown on the
 * card details and the card form.
 */
export function useCardRenewals() {
  return useQuery(UNPAID_RENEWALS).data?.unpaidRenewals.filter((r) => r.method === 'card') ?? [];
}
