import type { ApolloClient } from '@apollo/client';
import { getStripe } from '../../../lib/stripe';
import { evictMembershipData } from '../../membership/evict-membership-data';
import { settleRenewalPayment } from './pay-renewals';
import { RENEWAL_PAYMENT_SECRETS } from './unpaid-renewals';

export type RenewalOutcome = 'none' | 'paid' | 'failed';

/**
 * After the fan taps 認証して支払う on a notice: runs 3-D Secure for each card renewal whose bank asks
 * for it, then reads each payment's outcome from Stripe through the API (renewalPayment), however
 * late its webhook (decision 043). `before`: card renewals open before the card was registered.
 * 'failed': one is still unpaid (the card declined, or the challenge failed).
 */
export async function settleRenewals(client: ApolloClient, before: number): Promise<RenewalOutcome> {
  const { data } = await client.query({ query: RENEWAL_PAYMENT_SECRETS, fetchPolicy: 'network-only' });
  const open = (data?.unpaidRenewals ?? []).filter((r) => r.method === 'card');
  // A renewal that asks for nothing is declined: Stripe retries it on its own schedule.
  let failed = open.some((r) => !r.requiresAction);
  for (const renewal of open.filter((r) => r.requiresAction)) {
    const stripe = await getStripe();
    if (!stripe) throw new Error('Stripe.js unavailable');
    // Without a secret the challenge was answered already: only its outcome is read.
    const status = await settleRenewalPayment(
      client,
      {
        invoiceId: renewal.invoiceId,
        status: renewal.paymentClientSecret ? 'requires_action' : 'processing',
        paymentClientSecret: renewal.paymentClientSecret,
      },
      { stripe },
    );
    if (status !== 'paid') failed = true;
  }
  client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'unpaidRenewals' });
  evictMembershipData(client.cache);
  if (failed) return 'failed';
  return before > 0 || open.length > 0 ? 'paid' : 'none';
}
