import type { Queryable } from '../../db/db';
import type { PointPackagePriceRow } from '../catalog/point-packages.repository';

export type PurchaseStatus =
  'pending' | 'queued' | 'requires_action' | 'awaiting_konbini' | 'succeeded' | 'failed';

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
  /** The voucher's due time (Stripe's expires_at), for the reminder and the expiry mail. */
  konbini_expires_at: Date | null;
  request_id: string | null;
  created_at: Date;
}

const COLUMNS = `id, project_id, listener_id, point_tier_price_id, tier_type_id, method, amount, price, status,
  stripe_payment_intent_id, client_secret, konbini_voucher_url, konbini_expires_at, request_id, created_at`;

/** The purchase whose `column` is `value` (each of these columns is unique), or null. */
async function findPurchaseBy(
  db: Queryable,
  column: 'id' | 'request_id' | 'stripe_payment_intent_id',
  value: string,
): Promise<PointPurchaseRow | null> {
  const rows = await db.query<PointPurchaseRow>(
    `SELECT ${COLUMNS} FROM point_purchases WHERE ${column} = $1`,
    [value],
  );
  return rows[0] ?? null;
}

export const findPurchase = (db: Queryable, id: string) => findPurchaseBy(db, 'id', id);

export const findPurchaseOfRequest = (db: Queryable, requestId: string) =>
  findPurchaseBy(db, 'request_id', requestId);

export const findPurchaseByIntent = (db: Queryable, paymentIntentId: string) =>
  findPurchaseBy(db, 'stripe_payment_intent_id', paymentIntentId);

export async function insertPurchase(
  db: Queryable,
  input: {
    projectId: string;
    listenerId: number;
    requestId: string;
    price: Pick<PointPackagePriceRow, 'id' | 'tier_type_id' | 'amount' | 'price'>;
    method: 'card' | 'konbini';
  },
): Promise<PointPurchaseRow> {
  const rows = await db.query<PointPurchaseRow>(
    `INSERT INTO point_purchases (project_id, listener_id, point_tier_price_id, tier_type_id, method, amount, price,
       request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [
      input.projectId,
      input.listenerId,
      input.price.id,
      input.price.tier_type_id,
      input.method,
      input.price.amount,
      input.price.price,
      input.requestId,
    ],
  );
  return rows[0]!;
}

/**
 * Claims the open purchases to read back from Stripe: waiting for the fan or the store (3-D Secure,
 * a konbini voucher), or pending past the request lease (its request died), and not checked within
 * the last `spacingSeconds`; the ones checked longest ago (or never) first, at most `limit`. One
 * conditional UPDATE stamps `checked_at` and returns what it stamped: two views racing on any
 * instances claim a purchase once (the second UPDATE waits for the first's row lock, then re-checks
 * `checked_at` and skips it), so Stripe sees a purchase at most once per spacing whoever asks.
 */
export async function claimOpenPurchases(
  db: Queryable,
  listenerId: number,
  leaseSeconds: number,
  spacingSeconds: number,
  limit: number,
) {
  return db.query<PointPurchaseRow>(
    `UPDATE point_purchases SET checked_at = now()
     WHERE id IN (
       SELECT id FROM point_purchases WHERE listener_id = $1
         AND ((status IN ('requires_action', 'awaiting_konbini') AND stripe_payment_intent_id IS NOT NULL)
           OR (status = 'pending' AND updated_at < now() - make_interval(secs => $2)))
         AND (checked_at IS NULL OR checked_at <= now() - make_interval(secs => $3))
       ORDER BY checked_at ASC NULLS FIRST, created_at ASC LIMIT $4)
     AND (checked_at IS NULL OR checked_at <= now() - make_interval(secs => $3))
     RETURNING ${COLUMNS}`,
    [listenerId, leaseSeconds, spacingSeconds, limit],
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
    /** The intent's payment method: on success, the saved card it names is the history's card. */
    paymentMethodId?: string | null;
    /** A konbini voucher's due time. */
    konbiniExpiresAt?: Date | null;
  },
): Promise<boolean> {
  // Success is written once (the status guard), so paid_at and the card are the first success's.
  // A konbini payment method is no saved card: its card columns stay NULL.
  const rows = await db.query(
    `UPDATE point_purchases SET status = $2, stripe_payment_intent_id = COALESCE($3, stripe_payment_intent_id),
       client_secret = COALESCE($4, client_secret), konbini_voucher_url = COALESCE($5, konbini_voucher_url),
       konbini_expires_at = COALESCE($8, konbini_expires_at),
       failure_code = COALESCE($6, failure_code), updated_at = now(),
       paid_at = CASE WHEN $2 = 'succeeded' THEN now() ELSE paid_at END,
       card_brand = COALESCE(card_brand, (SELECT brand FROM saved_cards WHERE stripe_payment_method_id = $7)),
       card_last4 = COALESCE(card_last4, (SELECT last4 FROM saved_cards WHERE stripe_payment_method_id = $7))
     WHERE id = $1 AND status <> 'succeeded' RETURNING id`,
    [
      id,
      changes.status,
      changes.intentId ?? null,
      changes.clientSecret ?? null,
      changes.voucherUrl ?? null,
      changes.failureCode ?? null,
      changes.status === 'succeeded' ? (changes.paymentMethodId ?? null) : null,
      changes.konbiniExpiresAt ?? null,
    ],
  );
  return rows.length > 0;
}

/** Purchases not final and untouched for `seconds`: what the reconciler re-reads from Stripe. */
export async function stalePurchases(db: Queryable, seconds: number, limit = 100) {
  return db.query<PointPurchaseRow>(
    `SELECT ${COLUMNS} FROM point_purchases
     WHERE status IN ('pending', 'requires_action', 'awaiting_konbini') AND updated_at < now() - make_interval(secs => $1)
     ORDER BY updated_at LIMIT $2`,
    [seconds, limit],
  );
}

/**
 * Queued purchases (the account's Stripe rate was used up in the fan's request) for this instance to
 * send, oldest first, held for `holdSeconds`: one conditional UPDATE (SKIP LOCKED), so two instances
 * never take the same one. A deleted fan's are failed instead: nothing is charged after 退会.
 */
export async function claimQueuedPurchases(db: Queryable, limit: number, holdSeconds: number) {
  await db.query(
    `UPDATE point_purchases p SET status = 'failed', failure_code = 'account_deleted', updated_at = now()
       FROM listeners l WHERE p.status = 'queued' AND l.id = p.listener_id AND l.deleted_at IS NOT NULL`,
  );
  return db.query<PointPurchaseRow>(
    `UPDATE point_purchases SET queued_until = now() + make_interval(secs => $2)
     WHERE id IN (
       SELECT id FROM point_purchases WHERE status = 'queued' AND (queued_until IS NULL OR queued_until < now())
       ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING ${COLUMNS}`,
    [limit, holdSeconds],
  );
}

/** Lets another pass (on any instance) take a queued purchase again at once. */
export async function releaseQueuedPurchase(db: Queryable, id: string) {
  await db.query(`UPDATE point_purchases SET queued_until = NULL WHERE id = $1 AND status = 'queued'`, [id]);
}

/** Puts a purchase at the back of the reconciler's queue (its Stripe state did not change). */
export async function touchPurchase(db: Queryable, id: string) {
  await db.query('UPDATE point_purchases SET updated_at = now() WHERE id = $1', [id]);
}

/** The purchase of a payment intent, locked until the end of the transaction (refund convergence). */
export async function lockPurchaseByIntent(db: Queryable, paymentIntentId: string) {
  const rows = await db.query<PointPurchaseRow & { stripe_refund_id: string | null }>(
    `SELECT ${COLUMNS}, stripe_refund_id FROM point_purchases WHERE stripe_payment_intent_id = $1 FOR UPDATE`,
    [paymentIntentId],
  );
  return rows[0] ?? null;
}

/** A whole purchase refunded: the history shows its whole price as refunded. */
export async function markPurchaseRefunded(db: Queryable, id: string, refundId: string, at: Date) {
  await db.query(
    `UPDATE point_purchases SET stripe_refund_id = $2, refunded_at = $3, refunded_yen = price, updated_at = now()
     WHERE id = $1`,
    [id, refundId, at.toISOString()],
  );
}

/**
 * Part of a purchase refunded (Stripe's Dashboard): only the yen, for the fan's history and receipt;
 * the purchase is not marked refunded (no points were taken back, support decides).
 */
export async function markPurchasePartlyRefunded(db: Queryable, id: string, refundedYen: number) {
  await db.query(
    'UPDATE point_purchases SET refunded_yen = GREATEST(refunded_yen, $2), updated_at = now() WHERE id = $1',
    [id, refundedYen],
  );
}

/** Purchase credits by payment intent (the ledger's `purchase:<pi>` keys). */
export async function purchaseCredits(db: Queryable) {
  return db.query<{ reference: string; listener_id: number; entries: number; amount: number }>(
    `SELECT reference, listener_id, COUNT(*)::int AS entries, SUM(amount)::int AS amount
     FROM point_ledger_entries WHERE kind = 'purchase' GROUP BY reference, listener_id`,
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
