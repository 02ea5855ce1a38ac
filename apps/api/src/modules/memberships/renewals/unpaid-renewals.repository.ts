import type { Queryable } from '../../../db/db';

export type RenewalMethod = 'card' | 'konbini';
export type RenewalStatus = 'open' | 'recovered' | 'ended';

/** A renewal invoice not paid yet, or the history of one (docs/decisions/032-failed-renewals.md). */
export interface UnpaidRenewalRow {
  invoice_id: string;
  membership_id: number;
  listener_id: number;
  method: RenewalMethod;
  amount: number;
  renewal_at: Date;
  ends_at: Date;
  next_retry_at: Date | null;
  requires_action: boolean;
  voucher_url: string | null;
  test_clock: string | null;
  status: RenewalStatus;
  created_at: Date;
  settled_at: Date | null;
}

export type OpenRenewal = Pick<
  UnpaidRenewalRow,
  | 'invoice_id'
  | 'membership_id'
  | 'listener_id'
  | 'method'
  | 'amount'
  | 'renewal_at'
  | 'ends_at'
  | 'next_retry_at'
  | 'requires_action'
  | 'voucher_url'
  | 'test_clock'
>;

const COLUMNS = `invoice_id, membership_id, listener_id, method, amount, renewal_at, ends_at, next_retry_at,
  requires_action, voucher_url, test_clock, status, created_at, settled_at`;

/**
 * Records (or refreshes) an open renewal. true when it is new: the caller counts a failed renewal
 * once, whichever instance or webhook got here first. A settled row is never reopened.
 */
export async function upsertOpenRenewal(db: Queryable, r: OpenRenewal): Promise<boolean> {
  const rows = await db.query<{ inserted: boolean }>(
    `INSERT INTO unpaid_renewals (invoice_id, membership_id, listener_id, method, amount, renewal_at, ends_at,
       next_retry_at, requires_action, voucher_url, test_clock)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (invoice_id) DO UPDATE SET amount = EXCLUDED.amount, ends_at = EXCLUDED.ends_at,
       next_retry_at = EXCLUDED.next_retry_at, requires_action = EXCLUDED.requires_action,
       voucher_url = EXCLUDED.voucher_url
     WHERE unpaid_renewals.status = 'open' AND (unpaid_renewals.amount, unpaid_renewals.ends_at,
       unpaid_renewals.next_retry_at, unpaid_renewals.requires_action, unpaid_renewals.voucher_url)
       IS DISTINCT FROM (EXCLUDED.amount, EXCLUDED.ends_at, EXCLUDED.next_retry_at,
       EXCLUDED.requires_action, EXCLUDED.voucher_url)
     RETURNING (xmax = 0) AS inserted`,
    [
      r.invoice_id,
      r.membership_id,
      r.listener_id,
      r.method,
      r.amount,
      r.renewal_at,
      r.ends_at,
      r.next_retry_at,
      r.requires_action,
      r.voucher_url,
      r.test_clock,
    ],
  );
  return rows[0]?.inserted === true;
}

/** Settles a membership's open renewals; returns those settled now (each counted once). */
export async function settleRenewals(
  db: Queryable,
  membershipId: number,
  status: 'recovered' | 'ended',
  invoiceIds?: string[],
): Promise<UnpaidRenewalRow[]> {
  const params: unknown[] = [membershipId, status];
  let only = '';
  if (invoiceIds) {
    params.push(invoiceIds);
    only = ` AND invoice_id = ANY($3::text[])`;
  }
  return db.query<UnpaidRenewalRow>(
    `UPDATE unpaid_renewals SET status = $2, settled_at = now()
     WHERE membership_id = $1 AND status = 'open'${only} RETURNING ${COLUMNS}`,
    params,
  );
}

/** The listener's open renewals (of one membership, when given), oldest deadline first, with their creators. */
export async function listOpenRenewals(
  db: Queryable,
  listenerId: number,
  membershipId: number | null = null,
): Promise<(UnpaidRenewalRow & { contributor_id: number })[]> {
  return db.query<UnpaidRenewalRow & { contributor_id: number }>(
    `SELECT ${prefixed('u')}, m.contributor_id FROM unpaid_renewals u JOIN memberships m ON m.id = u.membership_id
     WHERE u.listener_id = $1 AND u.status = 'open' AND ($2::int IS NULL OR u.membership_id = $2)
     ORDER BY u.ends_at, u.invoice_id`,
    [listenerId, membershipId],
  );
}

const prefixed = (alias: string) =>
  COLUMNS.split(',')
    .map((c) => `${alias}.${c.trim()}`)
    .join(', ');

/** A listener's renewals, open and settled, newest first (operators' support lookup). */
export async function listRenewalHistory(
  db: Queryable,
  listenerId: number,
  limit: number,
): Promise<UnpaidRenewalRow[]> {
  return db.query<UnpaidRenewalRow>(
    `SELECT ${COLUMNS} FROM unpaid_renewals WHERE listener_id = $1 ORDER BY created_at DESC, invoice_id LIMIT $2`,
    [listenerId, limit],
  );
}

/**
 * Open card renewals whose deadline may have passed: by our clock, or on a Stripe test clock (whose
 * time only Stripe knows). Oldest deadline first, a bounded batch.
 */
export async function listLapsingCardRenewals(
  db: Queryable,
  now: Date,
  limit = 100,
): Promise<UnpaidRenewalRow[]> {
  return db.query<UnpaidRenewalRow>(
    `SELECT ${COLUMNS} FROM unpaid_renewals
     WHERE status = 'open' AND method = 'card' AND (ends_at <= $1 OR test_clock IS NOT NULL)
     ORDER BY ends_at, invoice_id LIMIT $2`,
    [now, limit],
  );
}

/**
 * The card renewals a fan saw as unpaid when a request began: open now, or settled since `since`
 * (the request's start: a renewal it paid itself, or Stripe paid meanwhile, was in what the fan saw).
 */
export async function listCardRenewalsSeenSince(
  db: Queryable,
  listenerId: number,
  since: Date,
): Promise<UnpaidRenewalRow[]> {
  return db.query<UnpaidRenewalRow>(
    `SELECT ${COLUMNS} FROM unpaid_renewals
     WHERE listener_id = $1 AND method = 'card' AND (status = 'open' OR settled_at >= $2)
     ORDER BY ends_at, invoice_id`,
    [listenerId, since],
  );
}

/** One of the listener's renewals, open or settled (null when the invoice is not theirs). */
export async function findListenerRenewal(
  db: Queryable,
  listenerId: number,
  invoiceId: string,
): Promise<UnpaidRenewalRow | null> {
  const [row] = await db.query<UnpaidRenewalRow>(
    `SELECT ${COLUMNS} FROM unpaid_renewals WHERE listener_id = $1 AND invoice_id = $2`,
    [listenerId, invoiceId],
  );
  return row ?? null;
}

/**
 * Claims the read of an open renewal's invoice from Stripe (migration 0048): true unless Stripe said
 * "processing" less than `spacingSeconds` ago (then the caller answers that, without reading).
 */
export async function claimRenewalPaymentRead(
  db: Queryable,
  invoiceId: string,
  spacingSeconds: number,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO renewal_payment_reads AS r (invoice_id, read_at) VALUES ($1, now())
     ON CONFLICT (invoice_id) DO UPDATE SET read_at = now(), status = NULL
       WHERE r.status IS DISTINCT FROM 'processing' OR r.read_at <= now() - make_interval(secs => $2::int)
     RETURNING 1`,
    [invoiceId, spacingSeconds],
  );
  return rows.length > 0;
}

/** What Stripe said of the invoice claimed by claimRenewalPaymentRead. */
export async function recordRenewalPaymentRead(db: Queryable, invoiceId: string, status: string) {
  await db.query(`UPDATE renewal_payment_reads SET status = $2 WHERE invoice_id = $1`, [invoiceId, status]);
}
