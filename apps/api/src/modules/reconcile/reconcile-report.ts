import type Stripe from 'stripe';
import type { Services } from '../../services';
import {
  balancesOffTheirEntries,
  couponCreditsWithoutRedemption,
  membershipsBySubscription,
  purchaseCredits,
  refundedPurchases,
  refundEntriesWithoutRefund,
  stripeCustomers,
} from './reconcile.repository';

/** The demo seed's history (development only) names payment intents that never existed. */
const DEMO_SEED_REFERENCE = /^pi_demo_seed_\d+$/;
/** Subscription states in which Stripe may still charge (or has charged) the fan. */
const LIVE: Stripe.Subscription.Status[] = ['active', 'trialing', 'past_due'];

export interface Mismatch {
  kind: string;
  id: string;
  detail: string;
}

export interface ReconcileReport {
  counts: Record<string, number>;
  mismatches: Mismatch[];
  /**
   * Point purchases partly refunded outside the product (Stripe's Dashboard): not a mismatch — no
   * points are taken back automatically, support decides (README, refunds) — listed for support.
   */
  refundedOutside: Mismatch[];
}

/**
 * Compares the ledger with itself and with Stripe, for operators (`npm run reconcile`) and at the
 * end of the test suites: every succeeded point payment credited exactly once, every credit backed
 * by a succeeded payment or a redeemed code, balances equal to their entries, and every live Stripe
 * subscription followed by a membership (and the reverse). Reads Stripe per customer of ours.
 */
export async function reconcileReport(services: Pick<Services, 'db' | 'stripe'>): Promise<ReconcileReport> {
  const mismatches: Mismatch[] = [];
  const refundedOutside: Mismatch[] = [];
  const counts = {
    customers: 0,
    charges: 0,
    credits: 0,
    subscriptions: 0,
    memberships: 0,
    demoCredits: 0,
    refunds: 0,
    partlyRefundedOutside: 0,
  };

  for (const b of await balancesOffTheirEntries(services.db))
    mismatches.push({
      kind: 'balance',
      id: `${b.listener_id}/${b.tier_type_id}`,
      detail: `paid ${b.paid} vs entries ${b.paid_sum}, free ${b.free} vs entries ${b.free_sum}`,
    });
  for (const c of await couponCreditsWithoutRedemption(services.db))
    mismatches.push({ kind: 'coupon-credit', id: c.id, detail: `${c.reference} without a redemption` });

  // Refunds (docs/decisions/016, 030): each refunded purchase took its points back once, and Stripe
  // shows the whole payment refunded — by its recorded Refund, or by that one and a partial refund
  // made in the Dashboard before it; no refund entry without a refunded purchase.
  for (const r of await refundedPurchases(services.db)) {
    counts.refunds++;
    if (r.entries !== 1 || r.taken !== r.amount)
      mismatches.push({
        kind: 'refund',
        id: r.id,
        detail: `refunded, ${r.entries} refund entries taking ${r.taken}pt of ${r.amount}pt`,
      });
    const refund = await services.stripe.refunds.retrieve(r.stripe_refund_id, { expand: ['charge'] });
    const refundedYen =
      typeof refund.charge === 'object' && refund.charge ? refund.charge.amount_refunded : 0;
    if (
      refund.status !== 'succeeded' ||
      refundedYen !== r.price ||
      refund.payment_intent !== r.stripe_payment_intent_id
    )
      mismatches.push({
        kind: 'refund',
        id: r.id,
        detail: `Stripe refund ${refund.id} is ${refund.status}; ¥${refundedYen} of ¥${r.price} refunded`,
      });
  }
  for (const e of await refundEntriesWithoutRefund(services.db))
    mismatches.push({ kind: 'refund-entry', id: e.id, detail: `${e.reference}: no refunded purchase` });

  const credits = new Map((await purchaseCredits(services.db)).map((c) => [c.reference, c]));
  const charged = new Set<string>();
  const live = new Map<string, Stripe.Subscription>();
  const customers = await stripeCustomers(services.db);
  counts.customers = customers.length;
  for (const { stripe_customer_id: customer } of customers) {
    for await (const intent of services.stripe.paymentIntents.list({
      customer,
      limit: 100,
      expand: ['data.latest_charge'],
    })) {
      if (!intent.metadata.point_purchase_id || intent.status !== 'succeeded') continue;
      counts.charges++;
      charged.add(intent.id);
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      if (charge && charge.amount_refunded > 0 && charge.amount_refunded < charge.amount) {
        counts.partlyRefundedOutside++;
        refundedOutside.push({
          kind: 'partial-refund',
          id: intent.metadata.point_purchase_id,
          detail: `¥${charge.amount_refunded} of ¥${charge.amount} refunded outside the product; no points taken back`,
        });
      }
      const credit = credits.get(intent.id);
      if (!credit)
        mismatches.push({ kind: 'charge', id: intent.id, detail: `¥${intent.amount} paid, never credited` });
      else if (credit.entries !== 1)
        mismatches.push({ kind: 'charge', id: intent.id, detail: `credited ${credit.entries} times` });
    }
    for await (const sub of services.stripe.subscriptions.list({ customer, status: 'all', limit: 100 }))
      if (LIVE.includes(sub.status)) live.set(sub.id, sub);
  }
  for (const [reference, credit] of credits) {
    if (DEMO_SEED_REFERENCE.test(reference)) {
      counts.demoCredits++;
      continue;
    }
    counts.credits++;
    if (!charged.has(reference))
      mismatches.push({
        kind: 'credit',
        id: reference,
        detail: `${credit.amount}pt credited without a succeeded payment`,
      });
  }

  const memberships = await membershipsBySubscription(services.db);
  counts.subscriptions = live.size;
  counts.memberships = memberships.length;
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
  return { counts, mismatches, refundedOutside };
}
