import type { Queryable } from '../../db/db';

/** Balance rows that differ from the sum of their entries, or are negative. */
export async function balancesOffTheirEntries(db: Queryable) {
  return db.query<{
    listener_id: number;
    tier_type_id: number;
    paid: number;
    free: number;
    paid_sum: number;
    free_sum: number;
  }>(
    `SELECT b.listener_id, b.tier_type_id, b.paid, b.free,
       COALESCE(SUM(e.amount) FILTER (WHERE e.balance = 'paid'), 0)::int AS paid_sum,
       COALESCE(SUM(e.amount) FILTER (WHERE e.balance = 'free'), 0)::int AS free_sum
     FROM point_balances b
     LEFT JOIN point_ledger_entries e ON e.listener_id = b.listener_id AND e.tier_type_id = b.tier_type_id
     GROUP BY b.listener_id, b.tier_type_id, b.paid, b.free
     HAVING b.paid <> COALESCE(SUM(e.amount) FILTER (WHERE e.balance = 'paid'), 0)
       OR b.free <> COALESCE(SUM(e.amount) FILTER (WHERE e.balance = 'free'), 0)
       OR b.paid < 0 OR b.free < 0`,
  );
}

/** Purchase credits by payment intent (the ledger's `purchase:<pi>` keys). */
export async function purchaseCredits(db: Queryable) {
  return db.query<{ reference: string; listener_id: number; entries: number; amount: number }>(
    `SELECT reference, listener_id, COUNT(*)::int AS entries, SUM(amount)::int AS amount
     FROM point_ledger_entries WHERE kind = 'purchase' GROUP BY reference, listener_id`,
  );
}

/** Coupon credits without a redemption behind them. */
export async function couponCreditsWithoutRedemption(db: Queryable) {
  return db.query<{ id: string; listener_id: number; reference: string }>(
    `SELECT e.id::text, e.listener_id, e.reference FROM point_ledger_entries e
     WHERE e.kind = 'coupon' AND NOT EXISTS (
       SELECT 1 FROM coupon_redemptions r
       WHERE r.listener_id = e.listener_id AND e.reference = 'coupon:' || r.coupon_id)`,
  );
}

export async function stripeCustomers(db: Queryable) {
  return db.query<{ listener_id: number; stripe_customer_id: string }>(
    'SELECT listener_id, stripe_customer_id FROM payment_customers WHERE stripe_customer_id IS NOT NULL',
  );
}

/** Web memberships on a Stripe subscription (current or pending), by subscription id. */
export async function membershipsBySubscription(db: Queryable) {
  return db.query<{
    id: number;
    stripe_subscription_id: string | null;
    pending_stripe_subscription_id: string | null;
  }>(
    `SELECT id, stripe_subscription_id, pending_stripe_subscription_id FROM memberships
     WHERE stripe_subscription_id IS NOT NULL OR pending_stripe_subscription_id IS NOT NULL`,
  );
}

/** Purchases an operator refunded, with the refund entries posted for their payment intent. */
export async function refundedPurchases(db: Queryable) {
  return db.query<{
    id: string;
    stripe_payment_intent_id: string;
    stripe_refund_id: string;
    amount: number;
    price: number;
    entries: number;
    taken: number;
  }>(
    `SELECT p.id::text, p.stripe_payment_intent_id, p.stripe_refund_id, p.amount, p.price,
       COUNT(e.id)::int AS entries, COALESCE(-SUM(e.amount), 0)::int AS taken
     FROM point_purchases p
     LEFT JOIN point_ledger_entries e ON e.kind = 'refund' AND e.reference = p.stripe_payment_intent_id
     WHERE p.stripe_refund_id IS NOT NULL
     GROUP BY p.id`,
  );
}

/** Refund entries with no refunded purchase behind them. */
export async function refundEntriesWithoutRefund(db: Queryable) {
  return db.query<{ id: string; reference: string }>(
    `SELECT e.id::text, e.reference FROM point_ledger_entries e
     WHERE e.kind = 'refund' AND NOT EXISTS (
       SELECT 1 FROM point_purchases p
       WHERE p.stripe_payment_intent_id = e.reference AND p.stripe_refund_id IS NOT NULL)`,
  );
}
