import type { Queryable } from '../../db/db';
import { keysetWhere, type KeysetPage } from '../../db/keyset';

export interface MembershipRow {
  id: number;
  project_id: string;
  listener_id: number;
  contributor_id: number;
  status: 'active' | 'ended';
  tier_id: number;
  price_id: number | null;
  platform: 'web' | 'ios';
  payment_method: 'card' | 'konbini' | null;
  stripe_subscription_id: string | null;
  cancel_at_period_end: boolean;
  current_period_end: Date | null;
  pending_tier_id: number | null;
  pending_price_id: number | null;
  pending_method: 'card' | 'konbini' | null;
  pending_stripe_subscription_id: string | null;
  pending_since: Date | null;
  scheduled_tier_id: number | null;
  scheduled_price_id: number | null;
  serial_number: number;
  issued_at: Date;
  plan_started_at: Date;
  registration_request_id: string | null;
  /** The subscription's Stripe test clock, if it has one (migration 0042): its time is the membership's. */
  test_clock: string | null;
}

const COLUMNS = `id, project_id, listener_id, contributor_id, status, tier_id, price_id, platform, payment_method,
  stripe_subscription_id, cancel_at_period_end, current_period_end, pending_tier_id, pending_price_id, pending_method,
  pending_stripe_subscription_id, pending_since, scheduled_tier_id, scheduled_price_id, serial_number, issued_at,
  plan_started_at, registration_request_id, test_clock`;
const M_COLUMNS = COLUMNS.split(',')
  .map((c) => `m.${c.trim()}`)
  .join(', ');

export async function findMembership(
  db: Queryable,
  listenerId: number,
  contributorId: number,
  forUpdate = false,
) {
  const rows = await db.query<MembershipRow>(
    `SELECT ${COLUMNS} FROM memberships WHERE listener_id = $1 AND contributor_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [listenerId, contributorId],
  );
  return rows[0] ?? null;
}

export async function findMembershipOfRequest(db: Queryable, listenerId: number, requestId: string) {
  const rows = await db.query<MembershipRow>(
    `SELECT ${COLUMNS} FROM memberships WHERE listener_id = $1 AND registration_request_id = $2`,
    [listenerId, requestId],
  );
  return rows[0] ?? null;
}

export async function findMembershipById(db: Queryable, id: number): Promise<MembershipRow | null> {
  return (await db.query<MembershipRow>(`SELECT ${COLUMNS} FROM memberships WHERE id = $1`, [id]))[0] ?? null;
}

export async function findMembershipBySubscription(db: Queryable, subscriptionId: string) {
  const rows = await db.query<MembershipRow>(
    `SELECT ${COLUMNS} FROM memberships WHERE stripe_subscription_id = $1 OR pending_stripe_subscription_id = $1`,
    [subscriptionId],
  );
  return rows[0] ?? null;
}

/**
 * The creators whose paid membership the listener's card will renew: paid by card, not canceled.
 * Deleting the card would leave each of them with a renewal that can only fail.
 */
export async function listCardRenewals(db: Queryable, listenerId: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT c.name FROM memberships m JOIN contributors c ON c.id = m.contributor_id
     WHERE m.listener_id = $1 AND m.status = 'active' AND m.payment_method = 'card'
       AND m.stripe_subscription_id IS NOT NULL AND NOT m.cancel_at_period_end
     ORDER BY c.name`,
    [listenerId],
  );
  return rows.map((r) => r.name);
}

/** A membership and whether a renewal of it is unpaid now (an open unpaid_renewals row, decision 043). */
export interface MembershipRenewalRow extends MembershipRow {
  renewal_unpaid: boolean;
}

/**
 * The listener's memberships (any status) with the given creators, by the (listener, creator) index,
 * each with whether a renewal is unpaid: in the same statement, so the plans screen and a change's
 * check pay no round trip of their own for it.
 */
export async function listMembershipsWith(
  db: Queryable,
  listenerId: number,
  contributorIds: number[],
): Promise<MembershipRenewalRow[]> {
  if (contributorIds.length === 0) return [];
  return db.query<MembershipRenewalRow>(
    `SELECT ${M_COLUMNS},
       EXISTS (SELECT 1 FROM unpaid_renewals u WHERE u.membership_id = m.id AND u.status = 'open')
         AS renewal_unpaid
     FROM memberships m WHERE m.listener_id = $1 AND m.contributor_id = ANY($2::int[])`,
    [listenerId, contributorIds],
  );
}

/** A membership with its creator and paid months: one member card (or row of the memberships list). */
export interface MembershipCardRow extends MembershipRow {
  contributor_name: string;
  contributor_english_name: string;
  contributor_icon: string;
  contributor_slug: string;
  total_months: number;
  plan_months: number;
  /** issued_at with microseconds, for the cursor. */
  issued_key: string;
  /** Home's class: 2 active paid, 1 paid canceled to its period end, 0 free (migration 0016). */
  home_class: number;
  /** Its open unpaid renewal, if any (migration 0031; the row's change moves the version too). */
  unpaid_renewal: OpenRenewalJson | null;
}

/** An open unpaid renewal as the card query returns it (JSON: dates as ISO strings). */
export interface OpenRenewalJson {
  invoice_id: string;
  method: 'card' | 'konbini';
  amount: number;
  renewal_at: string;
  ends_at: string;
  next_retry_at: string | null;
  requires_action: boolean;
  voucher_url: string | null;
}

/** Newest first; or home's order: active paid first, then canceled paid, then free, newest first in each. */
export type MembershipCardOrder = 'newest' | 'paidFirst';

/**
 * One page of a listener's active memberships, newest first (oldest first when inverted), by keyset
 * on (issued_at, id), or on (home_class, issued_at, id) in home's order: an index range scan of the
 * page's rows, then their creator and paid months. Its cost does not grow with the listener's
 * memberships or the project's creators.
 */
export async function listMembershipCards(
  db: Queryable,
  q: { listenerId: number; contributorIds?: number[]; page: KeysetPage; order?: MembershipCardOrder },
): Promise<MembershipCardRow[]> {
  const params: unknown[] = [q.listenerId];
  const where = [`m.listener_id = $1`, `m.status = 'active'`];
  if (q.contributorIds) {
    params.push(q.contributorIds);
    where.push(`m.contributor_id = ANY($${params.length}::int[])`);
  }
  const home = q.order === 'paidFirst';
  const columns = home ? ['m.home_class', 'm.issued_at', 'm.id'] : ['m.issued_at', 'm.id'];
  const casts = home ? ['int', 'timestamptz', 'int'] : ['timestamptz', 'int'];
  where.push(...keysetWhere(columns, casts, q.page, true, params));
  const dir = q.page.inverted ? 'ASC' : 'DESC';
  params.push(q.page.limit);
  return db.query<MembershipCardRow>(
    `SELECT ${M_COLUMNS}, c.name AS contributor_name, c.english_name AS contributor_english_name,
       c.icon AS contributor_icon, c.slug AS contributor_slug,
       COALESCE(d.total, 0)::int AS total_months, COALESCE(d.plan, 0)::int AS plan_months,
       to_char(m.issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS issued_key, m.home_class,
       r.renewal AS unpaid_renewal
     FROM memberships m
     JOIN contributors c ON c.id = m.contributor_id
     LEFT JOIN LATERAL (
       SELECT SUM(p.months) AS total, SUM(p.months) FILTER (WHERE p.tier_id = m.tier_id) AS plan
       FROM membership_payments p WHERE p.membership_id = m.id
     ) d ON true
     LEFT JOIN LATERAL (
       SELECT json_build_object('invoice_id', u.invoice_id, 'method', u.method, 'amount', u.amount,
         'renewal_at', u.renewal_at, 'ends_at', u.ends_at, 'next_retry_at', u.next_retry_at,
         'requires_action', u.requires_action, 'voucher_url', u.voucher_url) AS renewal
       FROM unpaid_renewals u WHERE u.membership_id = m.id AND u.status = 'open'
       ORDER BY u.ends_at LIMIT 1
     ) r ON true
     WHERE ${where.join(' AND ')}
     ORDER BY ${columns.map((c) => `${c} ${dir}`).join(', ')}
     LIMIT $${params.length}`,
    params,
  );
}

/** How many active memberships the listener has (only when a client asks for totalCount). */
export async function countMemberships(db: Queryable, listenerId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM memberships WHERE listener_id = $1 AND status = 'active'`,
    [listenerId],
  );
  return rows[0]!.n;
}

/**
 * A free membership, or the existing row made active on the free tier again. Serial numbers count
 * per creator in order of joining: the creator's row is locked while the next one is taken.
 */
export async function activateFreeMembership(
  tx: Queryable,
  input: { projectId: string; listenerId: number; contributorId: number; freeTierId: number },
): Promise<MembershipRow> {
  await tx.query('SELECT id FROM contributors WHERE id = $1 FOR UPDATE', [input.contributorId]);
  const rows = await tx.query<MembershipRow>(
    `INSERT INTO memberships (project_id, listener_id, contributor_id, status, tier_id, serial_number)
     VALUES ($1, $2, $3, 'active', $4,
       (SELECT COALESCE(MAX(serial_number), 0) + 1 FROM memberships WHERE contributor_id = $3))
     ON CONFLICT (listener_id, contributor_id) DO UPDATE SET status = 'active', tier_id = EXCLUDED.tier_id,
       price_id = NULL, payment_method = NULL, stripe_subscription_id = NULL, cancel_at_period_end = false,
       current_period_end = NULL, scheduled_tier_id = NULL, scheduled_price_id = NULL, platform = 'web',
       plan_started_at = now(), updated_at = now()
       WHERE memberships.status = 'ended'
     RETURNING ${COLUMNS}`,
    [input.projectId, input.listenerId, input.contributorId, input.freeTierId],
  );
  return rows[0] ?? (await findMembership(tx, input.listenerId, input.contributorId))!;
}

export type MembershipChanges = Partial<
  Omit<MembershipRow, 'id' | 'project_id' | 'listener_id' | 'contributor_id' | 'serial_number' | 'issued_at'>
>;

export async function updateMembership(
  db: Queryable,
  id: number,
  changes: MembershipChanges,
): Promise<MembershipRow> {
  const keys = Object.keys(changes) as (keyof MembershipChanges)[];
  const sets = keys.map((key, i) => `${key} = $${i + 2}`);
  const rows = await db.query<MembershipRow>(
    `UPDATE memberships SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, ...keys.map((k) => (changes[k] instanceof Date ? (changes[k] as Date).toISOString() : changes[k]))],
  );
  return rows[0]!;
}

/**
 * Changes a membership only while `subscriptionId` is still its pending registration: a convergence
 * of a replaced registration (its webhooks arrive late) must not touch the one that replaced it.
 * null when the registration was replaced meanwhile.
 */
export async function updatePendingMembership(
  db: Queryable,
  id: number,
  subscriptionId: string,
  changes: MembershipChanges,
): Promise<MembershipRow | null> {
  const keys = Object.keys(changes) as (keyof MembershipChanges)[];
  const sets = keys.map((key, i) => `${key} = $${i + 3}`);
  const rows = await db.query<MembershipRow>(
    `UPDATE memberships SET ${[...sets, 'updated_at = now()'].join(', ')}
     WHERE id = $1 AND pending_stripe_subscription_id = $2 RETURNING ${COLUMNS}`,
    [
      id,
      subscriptionId,
      ...keys.map((k) => (changes[k] instanceof Date ? (changes[k] as Date).toISOString() : changes[k])),
    ],
  );
  return rows[0] ?? null;
}

export async function recordMembershipPayment(
  db: Queryable,
  input: {
    invoiceId: string;
    membershipId: number;
    tierId: number;
    months: number;
    amount: number;
    paidAt: Date;
    /** card: charged automatically; konbini: a sent invoice paid at the store (the dashboard's split). */
    method: 'card' | 'konbini';
    /** Why Stripe invoiced; a plan change's proration adds no months (0). */
    reason: 'registration' | 'renewal' | 'plan_change';
  },
): Promise<boolean> {
  // The card charged is the fan's one saved card: it is the customer's default and every subscription
  // is moved to it when it changes (move-subscriptions-to-card.ts). Read when the payment is recorded.
  const rows = await db.query(
    `INSERT INTO membership_payments
       (stripe_invoice_id, membership_id, tier_id, months, amount, paid_at, method, reason, listener_id,
        card_brand, card_last4)
     SELECT $1::text, m.id, $3::int, $4::int, $5::int, $6::timestamptz, $7::text, $8::text, m.listener_id,
       CASE WHEN $7::text = 'card' THEN c.brand END, CASE WHEN $7::text = 'card' THEN c.last4 END
     FROM memberships m LEFT JOIN saved_cards c ON c.listener_id = m.listener_id
     WHERE m.id = $2::int
     ON CONFLICT (stripe_invoice_id) DO NOTHING RETURNING stripe_invoice_id`,
    [
      input.invoiceId,
      input.membershipId,
      input.tierId,
      input.months,
      input.amount,
      input.paidAt.toISOString(),
      input.method,
      input.reason,
    ],
  );
  return rows.length > 0;
}

/**
 * Paid memberships the reconciler re-reads from Stripe: a registration pending past `seconds`, or a
 * period that has ended without the renewal reaching us. Oldest touched first.
 */
export async function staleMemberships(db: Queryable, seconds: number, limit = 100) {
  return db.query<MembershipRow>(
    `SELECT ${COLUMNS} FROM memberships
     WHERE updated_at < now() - make_interval(secs => $1)
       AND ((pending_tier_id IS NOT NULL AND pending_since < now() - make_interval(secs => $1))
         OR (stripe_subscription_id IS NOT NULL AND current_period_end < now()))
     ORDER BY updated_at LIMIT $2`,
    [seconds, limit],
  );
}

/** Puts a membership at the back of the reconciler's queue (its Stripe state did not change). */
export async function touchMembership(db: Queryable, id: number) {
  await db.query('UPDATE memberships SET updated_at = now() WHERE id = $1', [id]);
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
