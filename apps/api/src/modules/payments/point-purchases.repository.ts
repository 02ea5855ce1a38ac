import type { Queryable } from '../../db/db';

export type PurchaseStatus = 'pending' | 'requires_action' | 'awaiting_konbini' | 'succeeded' | 'failed';

export interface PointPurchaseRow {
  id: string;
  project_id: string;
  listener_id: number;
  point_tier_price_id: number;
  tier_type_id: number;
  method: 'card' | 'konbini';
  amount: number;
  price: number;
  status: PurchaseStatus;
  stripe_payment_intent_id: string | null;
  client_secret: string | null;
  konbini_voucher_url: string | null;
}

const COLUMNS = `id, project_id, listener_id, point_tier_price_id, tier_type_id, method, amount, price, status,
  stripe_payment_intent_id, client_secret, konbini_voucher_url`;

export interface PointPriceRow {
  id: number;
  tier_type_id: number;
  amount: number;
  price: number;
  konbini: boolean;
}

/** A package's payment structure by its Stripe price id, within the tenant. */
export async function findPointPrice(db: Queryable, projectId: string, stripePriceId: string) {
  const rows = await db.query<PointPriceRow>(
    `SELECT p.id, t.tier_type_id, p.amount, p.price, p.konbini FROM point_tier_prices p
     JOIN point_tiers t ON t.id = p.tier_id WHERE p.project_id = $1 AND p.stripe_price_id = $2`,
    [projectId, stripePriceId],
  );
  return rows[0] ?? null;
}

/**
 * The listener's unfinished purchase of this price started in the last `seconds`: a double click or a
 * retried request finds it instead of charging again.
 */
export async function findRecentOpenPurchase(
  db: Queryable,
  listenerId: number,
  priceId: number,
  seconds: number,
) {
  const rows = await db.query<PointPurchaseRow>(
    `SELECT ${COLUMNS} FROM point_purchases WHERE listener_id = $1 AND point_tier_price_id = $2
       AND status IN ('pending', 'requires_action', 'awaiting_konbini') AND created_at > now() - make_interval(secs => $3)
     ORDER BY created_at DESC LIMIT 1`,
    [listenerId, priceId, seconds],
  );
  return rows[0] ?? null;
}

export async function insertPurchase(
  db: Queryable,
  input: { projectId: string; listenerId: number; price: PointPriceRow; method: 'card' | 'konbini' },
): Promise<PointPurchaseRow> {
  const rows = await db.query<PointPurchaseRow>(
    `INSERT INTO point_purchases (project_id, listener_id, point_tier_price_id, tier_type_id, method, amount, price)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [
      input.projectId,
      input.listenerId,
      input.price.id,
      input.price.tier_type_id,
      input.method,
      input.price.amount,
      input.price.price,
    ],
  );
  return rows[0]!;
}

export async function findPurchase(db: Queryable, id: string): Promise<PointPurchaseRow | null> {
  return (
    (await db.query<PointPurchaseRow>(`SELECT ${COLUMNS} FROM point_purchases WHERE id = $1`, [id]))[0] ??
    null
  );
}

export async function findPurchaseByIntent(db: Queryable, paymentIntentId: string) {
  const rows = await db.query<PointPurchaseRow>(
    `SELECT ${COLUMNS} FROM point_purchases WHERE stripe_payment_intent_id = $1`,
    [paymentIntentId],
  );
  return rows[0] ?? null;
}

export async function openPurchasesOf(db: Queryable, listenerId: number) {
  return db.query<PointPurchaseRow>(
    `SELECT ${COLUMNS} FROM point_purchases WHERE listener_id = $1 AND status IN ('requires_action', 'awaiting_konbini')
       AND stripe_payment_intent_id IS NOT NULL`,
    [listenerId],
  );
}

export async function updatePurchase(
  db: Queryable,
  id: string,
  changes: {
    status: PurchaseStatus;
    intentId?: string;
    clientSecret?: string | null;
    voucherUrl?: string | null;
    failureCode?: string | null;
  },
) {
  await db.query(
    `UPDATE point_purchases SET status = $2, stripe_payment_intent_id = COALESCE($3, stripe_payment_intent_id),
       client_secret = COALESCE($4, client_secret), konbini_voucher_url = COALESCE($5, konbini_voucher_url),
       failure_code = COALESCE($6, failure_code), updated_at = now()
     WHERE id = $1 AND status <> 'succeeded'`,
    [
      id,
      changes.status,
      changes.intentId ?? null,
      changes.clientSecret ?? null,
      changes.voucherUrl ?? null,
      changes.failureCode ?? null,
    ],
  );
}
