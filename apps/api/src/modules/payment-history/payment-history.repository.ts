import type { Queryable } from '../../db/db';

/** Where a payment is recorded: a point purchase (`point`) or a membership invoice (`membership`). */
export type PaymentSource = 'point' | 'membership';

/** A position in the history: newest first by time, then source, then the row's own id. */
export interface PaymentKey {
  /** UTC with microseconds, as to_char writes it (the cursor keeps it exact). */
  at: string;
  source: PaymentSource;
  id: string;
}

export interface PaymentRow {
  source: PaymentSource;
  id: string;
  /** The list's time: a point purchase's order, a membership invoice's payment. */
  at: Date;
  at_key: string;
  paid_at: Date | null;
  amount: number;
  method: 'card' | 'konbini';
  card_brand: string | null;
  card_last4: string | null;
  /** point_purchases.status, or 'succeeded' for a recorded (paid) membership invoice. */
  status: 'succeeded' | 'awaiting_konbini';
  refunded_yen: number;
  refunded_at: Date | null;
  points: number | null;
  unit: string | null;
  contributor_name: string | null;
  tier_title: string | null;
  months: number | null;
  reason: 'registration' | 'renewal' | 'plan_change' | null;
}

const AT_KEY = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

// Failed, abandoned and 3-D Secure-pending purchases took no money: they are not payments.
const POINT_SELECT = `SELECT 'point'::text AS source, p.id::text AS id, p.created_at AS at, ${AT_KEY('p.created_at')} AS at_key,
    p.paid_at, p.price AS amount, p.method, p.card_brand, p.card_last4, p.status, p.refunded_yen, p.refunded_at,
    p.amount AS points, t.unit, NULL::text AS contributor_name, NULL::text AS tier_title, NULL::int AS months,
    NULL::text AS reason
  FROM point_purchases p JOIN point_tier_types t ON t.id = p.tier_type_id
  WHERE p.listener_id = $1 AND p.status IN ('succeeded', 'awaiting_konbini')`;

// A ¥0 invoice (a trial's first) took no money. Rows without a method are the App Store's (the demo
// seed's iOS member): Apple took that money and gives its receipts, not us.
const MEMBERSHIP_SELECT = `SELECT 'membership'::text AS source, mp.stripe_invoice_id AS id, mp.paid_at AS at,
    ${AT_KEY('mp.paid_at')} AS at_key, mp.paid_at, mp.amount, mp.method,
    mp.card_brand, mp.card_last4, 'succeeded'::text AS status, 0 AS refunded_yen, NULL::timestamptz AS refunded_at,
    NULL::int AS points, NULL::text AS unit, c.name AS contributor_name, st.title AS tier_title, mp.months, mp.reason
  FROM membership_payments mp
  JOIN memberships m ON m.id = mp.membership_id
  JOIN contributors c ON c.id = m.contributor_id
  JOIN subscription_tiers st ON st.id = mp.tier_id
  WHERE mp.listener_id = $1 AND mp.amount > 0 AND mp.method IS NOT NULL`;

const BRANCHES = {
  point: { select: POINT_SELECT, at: 'p.created_at', id: 'p.id', cast: 'uuid' },
  membership: { select: MEMBERSHIP_SELECT, at: 'mp.paid_at', id: 'mp.stripe_invoice_id', cast: 'text' },
} as const;

// Sources in the list's order at equal times (descending): 'point' > 'membership'.
const RANK: Record<PaymentSource, number> = { membership: 0, point: 1 };

/**
 * The conditions on one source's own columns for "after `key`" ('<', newest first) or "before" ('>'):
 * the whole (at, source, id) comparison with the source fixed, so each branch stays a range scan of
 * its (listener, time, id) index.
 */
function bound(source: PaymentSource, key: PaymentKey, op: '<' | '>', params: unknown[]): string {
  const b = BRANCHES[source];
  params.push(key.at);
  const at = `$${params.length}::timestamptz`;
  if (source === key.source) {
    params.push(key.id);
    return `(${b.at}, ${b.id}) ${op} (${at}, $${params.length}::${b.cast})`;
  }
  const sourceAfter = op === '<' ? RANK[source] < RANK[key.source] : RANK[source] > RANK[key.source];
  return `${b.at} ${op}${sourceAfter ? '=' : ''} ${at}`;
}

/**
 * One page of the listener's payments from both sources, newest first (oldest first when `inverted`,
 * for paging backwards): each source reads at most `limit` rows by its index, the union is sorted and
 * cut to `limit`.
 */
export async function listPayments(
  db: Queryable,
  q: { listenerId: number; after?: PaymentKey; before?: PaymentKey; limit: number; inverted: boolean },
): Promise<PaymentRow[]> {
  const params: unknown[] = [q.listenerId];
  const dir = q.inverted ? 'ASC' : 'DESC';
  const branches = (Object.keys(BRANCHES) as PaymentSource[]).map((source) => {
    const b = BRANCHES[source];
    const where = [
      ...(q.after ? [bound(source, q.after, '<', params)] : []),
      ...(q.before ? [bound(source, q.before, '>', params)] : []),
    ];
    return `(${b.select}${where.map((w) => ` AND ${w}`).join('')}
      ORDER BY ${b.at} ${dir}, ${b.id} ${dir} LIMIT $LIMIT)`;
  });
  params.push(q.limit);
  const sql = `SELECT * FROM (${branches.join(' UNION ALL ')}) x
    ORDER BY x.at ${dir}, x.source ${dir}, x.id ${dir} LIMIT $LIMIT`;
  return db.query<PaymentRow>(sql.replaceAll('$LIMIT', `$${params.length}`), params);
}

/** One payment of the listener, or null (another fan's, or none). */
export async function findPayment(
  db: Queryable,
  listenerId: number,
  source: PaymentSource,
  id: string,
): Promise<PaymentRow | null> {
  const b = BRANCHES[source];
  const rows = await db.query<PaymentRow>(`${b.select} AND ${b.id} = $2::${b.cast}`, [listenerId, id]);
  return rows[0] ?? null;
}
