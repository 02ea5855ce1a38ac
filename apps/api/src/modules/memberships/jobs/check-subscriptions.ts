import type Stripe from 'stripe';
import type { Services } from '../../../services';
import { membershipsBySubscription } from '../memberships.repository';

/** Subscription states in which Stripe may still charge (or has charged) the fan. */
const LIVE: Stripe.Subscription.Status[] = ['active', 'trialing', 'past_due'];

/**
 * The reconcile report's part on memberships: every live Stripe subscription of these customers
 * followed by a membership (current or pending), every paid membership on a live subscription, and
 * no draft invoice (which Stripe finalizes and collects an hour after its creation, decision 038)
 * left on a subscription that no membership follows.
 */
export async function checkSubscriptions(
  services: Pick<Services, 'db' | 'stripe'>,
  customers: readonly string[],
) {
  const mismatches: { kind: string; id: string; detail: string }[] = [];
  const live = new Map<string, Stripe.Subscription>();
  for (const customer of customers)
    for await (const sub of services.stripe.subscriptions.list({ customer, status: 'all', limit: 100 }))
      if (LIVE.includes(sub.status)) live.set(sub.id, sub);
  const memberships = await membershipsBySubscription(services.db);
  const followed = new Set(
    memberships.flatMap((m) => [m.stripe_subscription_id, m.pending_stripe_subscription_id]),
  );
  for (const sub of live.values())
    if (!followed.has(sub.id))
      mismatches.push({
        kind: 'subscription',
        id: sub.id,
        detail: `${sub.status} on Stripe, no membership follows it`,
      });
  for (const m of memberships)
    if (m.stripe_subscription_id && !live.has(m.stripe_subscription_id))
      mismatches.push({
        kind: 'membership',
        id: String(m.id),
        detail: `paid on ${m.stripe_subscription_id}, which is not live on Stripe`,
      });
  for (const customer of customers)
    for await (const draft of services.stripe.invoices.list({ customer, status: 'draft', limit: 100 })) {
      const owner = draft.parent?.subscription_details?.subscription;
      const ownerId = typeof owner === 'string' ? owner : owner?.id;
      if (ownerId && live.has(ownerId) && followed.has(ownerId)) continue;
      mismatches.push({
        kind: 'invoice',
        id: draft.id!,
        detail: `draft of ${ownerId ?? 'no subscription'}, which no membership follows: Stripe would finalize and collect it`,
      });
    }
  return { counts: { subscriptions: live.size, memberships: memberships.length }, mismatches };
}
