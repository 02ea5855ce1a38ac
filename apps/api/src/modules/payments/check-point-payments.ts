import type { Services } from '../../services';
import { purchaseCredits, refundedPurchases, refundEntriesWithoutRefund } from './point-purchases.repository';
import { refundedYenByPurchase } from './point-refunds.repository';

/** The demo seed's history (development only) names payment intents that never existed. */
const DEMO_SEED_REFERENCE = /^pi_demo_seed_\d+$/;

type Mismatch = { kind: string; id: string; detail: string };
type CheckServices = Pick<Services, 'db' | 'stripe'>;

/**
 * The reconcile report's part on point payments: each refund taken back once and refunded whole on
 * Stripe, every succeeded point payment of these customers credited exactly once, every purchase
 * credit backed by a succeeded payment, and each payment's refunded yen on Stripe recorded as its
 * Refunds (the dashboard's revenue subtracts them; a lost webhook shows here). Partial refunds made
 * in Stripe's Dashboard are listed apart (refundedOutside): support decides, no points are taken
 * back (README, refunds).
 */
export async function checkPointPayments(services: CheckServices, customers: readonly string[]) {
  const refunds = await checkRefunds(services);
  const charges = await checkCharges(services, customers);
  return {
    counts: { ...charges.counts, refunds: refunds.checked },
    mismatches: [...refunds.mismatches, ...charges.mismatches],
    refundedOutside: charges.refundedOutside,
  };
}

// Refunds (docs/decisions/016, 030): each refunded purchase took its points back once, and Stripe
// shows the whole payment refunded — by its recorded Refund, or by that one and a partial refund
// made in the Dashboard before it; no refund entry without a refunded purchase.
async function checkRefunds(services: CheckServices) {
  const mismatches: Mismatch[] = [];
  let checked = 0;
  for (const r of await refundedPurchases(services.db)) {
    checked++;
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
  return { checked, mismatches };
}

/** Succeeded point payments on Stripe against the ledger's purchase credits, both ways. */
async function checkCharges(services: CheckServices, customers: readonly string[]) {
  const mismatches: Mismatch[] = [];
  const refundedOutside: Mismatch[] = [];
  const counts = { charges: 0, credits: 0, demoCredits: 0, partlyRefundedOutside: 0 };
  const credits = new Map((await purchaseCredits(services.db)).map((c) => [c.reference, c]));
  const refundedYen = await refundedYenByPurchase(services.db);
  const charged = new Set<string>();
  for (const customer of customers)
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
      const recorded = refundedYen.get(intent.metadata.point_purchase_id) ?? 0;
      if (charge && charge.amount_refunded !== recorded)
        mismatches.push({
          kind: 'refund-yen',
          id: intent.metadata.point_purchase_id,
          detail: `¥${charge.amount_refunded} refunded on Stripe, ¥${recorded} recorded as its Refunds`,
        });
      const credit = credits.get(intent.id);
      if (!credit)
        mismatches.push({ kind: 'charge', id: intent.id, detail: `¥${intent.amount} paid, never credited` });
      else if (credit.entries !== 1)
        mismatches.push({ kind: 'charge', id: intent.id, detail: `credited ${credit.entries} times` });
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
  return { counts, mismatches, refundedOutside };
}
