import type { Queryable } from '../../db/db';

// Read-only views of one fan for support, and the refund bookkeeping of a point purchase.

export interface FanRow {
  id: number;
  firebase_uid: string;
  email: string | null;
  name: string;
  created_at: Date;
  stripe_customer_id: string | null;
  /** Set when the account was deleted (退会, decision 050): the row stays, anonymous. */
  deleted_at: Date | null;
}

export interface FanCardRow {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  stripe_payment_method_id: string;
}

export interface FanBalanceRow {
  tier_type_id: number;
  unit: string;
  paid: number;
  free: number;
}

export interface FanEntryRow {
  id: string;
  tier_type_id: number;
  kind: string;
  balance: string;
  amount: number;
  name: string;
  price: number | null;
  reference: string | null;
  occurred_at: Date;
}

export interface FanPurchaseRow {
  id: string;
  listener_id: number;
  tier_type_id: number;
  method: string;
  amount: number;
  price: number;
  status: string;
  stripe_payment_intent_id: string | null;
  stripe_refund_id: string | null;
  refunded_at: Date | null;
  created_at: Date;
}

export interface FanMembershipRow {
  id: number;
  contributor_name: string;
  tier_title: string;
  status: string;
  payment_method: string | null;
  platform: string;
  stripe_subscription_id: string | null;
  pending_stripe_subscription_id: string | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
}

/** A fan's columns and the tables they come from (listeners with their Stripe customer). */
export const FAN_COLUMNS = `l.id, l.firebase_uid, l.email, l.name, l.created_at, l.deleted_at, c.stripe_customer_id
  FROM listeners l LEFT JOIN payment_customers c ON c.listener_id = l.id`;

export async function findFanById(db: Queryable, projectId: string, id: number) {
  const rows = await db.query<FanRow>(`SELECT ${FAN_COLUMNS} WHERE l.project_id = $1 AND l.id = $2`, [
    projectId,
    id,
  ]);
  return rows[0] ?? null;
}

export function findFansByEmail(db: Queryable, projectId: string, email: string) {
  return db.query<FanRow>(
    `SELECT ${FAN_COLUMNS} WHERE l.project_id = $1 AND lower(l.email) = lower($2) ORDER BY l.id`,
    [projectId, email],
  );
}

export async function findCard(db: Queryable, listenerId: number) {
  const rows = await db.query<FanCardRow>(
    'SELECT brand, last4, exp_month, exp_year, stripe_payment_method_id FROM saved_cards WHERE listener_id = $1',
    [listenerId],
  );
  return rows[0] ?? null;
}

export function listBalances(db: Queryable, listenerId: number) {
  return db.query<FanBalanceRow>(
    `SELECT b.tier_type_id, t.unit, b.paid, b.free FROM point_balances b
     JOIN point_tier_types t ON t.id = b.tier_type_id WHERE b.listener_id = $1 ORDER BY b.tier_type_id`,
    [listenerId],
  );
}

export function listEntries(db: Queryable, listenerId: number, limit: number) {
  return db.query<FanEntryRow>(
    `SELECT id::text AS id, tier_type_id, kind, balance, amount, name, price, reference, occurred_at
     FROM point_ledger_entries WHERE listener_id = $1 ORDER BY occurred_at DESC, id DESC LIMIT $2`,
    [listenerId, limit],
  );
}

const PURCHASE = `id::text AS id, listener_id, tier_type_id, method, amount, price, status, stripe_payment_intent_id,
  stripe_refund_id, refunded_at, created_at`;

export function listPurchases(db: Queryable, listenerId: number, limit: number) {
  return db.query<FanPurchaseRow>(
    `SELECT ${PURCHASE} FROM point_purchases WHERE listener_id = $1 ORDER BY created_at DESC LIMIT $2`,
    [listenerId, limit],
  );
}

/** A point purchase's id: a UUID (PostgreSQL refuses anything else in a uuid comparison). */
export const PURCHASE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findPurchase(db: Queryable, projectId: string, id: string, lock = false) {
  if (!PURCHASE_ID.test(id)) return null;
  const rows = await db.query<FanPurchaseRow>(
    `SELECT ${PURCHASE} FROM point_purchases WHERE project_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [projectId, id],
  );
  return rows[0] ?? null;
}

export function listMemberships(db: Queryable, listenerId: number) {
  return db.query<FanMembershipRow>(
    `SELECT m.id, c.name AS contributor_name, t.title AS tier_title, m.status, m.payment_method, m.platform,
       m.stripe_subscription_id, m.pending_stripe_subscription_id, m.current_period_end, m.cancel_at_period_end
     FROM memberships m JOIN contributors c ON c.id = m.contributor_id JOIN subscription_tiers t ON t.id = m.tier_id
     WHERE m.listener_id = $1 ORDER BY c.sort_order, c.id`,
    [listenerId],
  );
}
