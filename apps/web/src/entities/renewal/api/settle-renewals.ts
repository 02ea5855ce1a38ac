import type { ApolloClient } from '@apollo/client';
import { getStripe } from '../../../lib/stripe';
import { evictMembershipData } from '../../membership/evict-membership-data';
import { RENEWAL_PAYMENT_SECRETS } from './unpaid-renewals';

export type RenewalOutcome = 'none' | 'paid' | 'failed';

const POLL_MS = 500;
const POLL_TRIES = 20;

/**
 * After the fan taps 認証して支払う on a notice: runs 3-D Secure for each renewal whose bank asks for it, then waits until the API
 * (its webhooks) shows them paid. `before`: card renewals open before the card was registered.
 * 'failed': one is still unpaid (the new card declined, or the challenge failed).
 */
export async function settleRenewals(client: ApolloClient, before: number): Promise<RenewalOutcome> {
  const open = await cardRenewals(client);
  let failed = open.some((r) => !r.requiresAction);
  for (const renewal of open.filter((r) => r.requiresAction && r.paymentClientSecret)) {
    const stripe = await getStripe();
    if (!stripe) throw new Error('Stripe.js unavailable');
    const { paymentIntent } = await stripe.confirmCardPayment(renewal.paymentClientSecret!);
    if (paymentIntent?.status !== 'succeeded') failed = true;
  }
  if (!failed && open.length > 0) failed = !(await paidWithin(client));
  client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'unpaidRenewals' });
  evictMembershipData(client.cache);
  if (failed) return 'failed';
  return before > 0 || open.length > 0 ? 'paid' : 'none';
}

async function cardRenewals(client: ApolloClient) {
  const { data } = await client.query({ query: RENEWAL_PAYMENT_SECRETS, fetchPolicy: 'network-only' });
  return (data?.unpaidRenewals ?? []).filter((r) => r.method === 'card');
}

/** The payment reaches the API by webhook, a moment after Stripe.js has it: wait for it there. */
async function paidWithin(client: ApolloClient): Promise<boolean> {
  for (let i = 0; i < POLL_TRIES; i++) {
    if ((await cardRenewals(client)).length === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}
