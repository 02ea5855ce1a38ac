import type { Queryable } from '../../db/db';

// Membership tiers and their prices, as fans are offered them and as operators keep them.

export interface TierRow {
  id: number;
  contributor_id: number;
  title: string;
  description: string;
  level: string;
  color: string;
  rank: number;
  has_trial: boolean;
  restricted: boolean;
  meeting_tickets: number;
  meeting_minutes: number;
  premium_chat: boolean;
  voice_call: boolean;
  /**
   * An operator archived the tier or its creator: no longer offered (no register, upgrade or
   * downgrade onto it); members already on it keep it (decision 020).
   */
  archived: boolean;
}

export interface TierPriceRow {
  id: number;
  subscription_tier_id: number;
  title: string;
  interval_months: number;
  price: number;
  konbini: boolean;
  konbini_fee: number;
  ios_product_id: string | null;
  ios_price: number | null;
  stripe_price_id: string | null;
  /** Set when an operator replaced the price: existing subscriptions keep it, nobody starts on it. */
  archived_at: Date | null;
}

// Read from subscription_tiers t; `archived` also looks at the tier's creator.
const TIER_COLUMNS = `t.id, t.contributor_id, t.title, t.description, t.level, t.color, t.rank, t.has_trial,
  t.restricted, t.meeting_tickets, t.meeting_minutes, t.premium_chat, t.voice_call,
  (t.archived_at IS NOT NULL OR EXISTS (
    SELECT 1 FROM contributors ac WHERE ac.id = t.contributor_id AND ac.archived_at IS NOT NULL)) AS archived`;
const PRICE_COLUMNS = `id, subscription_tier_id, title, interval_months, price, konbini, konbini_fee, ios_product_id,
  ios_price, stripe_price_id, archived_at`;

/** The tiers of the given creators (by creator and rank), each with its live prices, in one query. */
export async function listTiersWithPrices(
  db: Queryable,
  contributorIds: number[],
): Promise<(TierRow & { prices: TierPriceRow[] })[]> {
  if (contributorIds.length === 0) return [];
  return db.query<TierRow & { prices: TierPriceRow[] }>(
    `SELECT ${TIER_COLUMNS}, COALESCE((
       SELECT json_agg(p ORDER BY p.konbini, p.interval_months)
       FROM (SELECT ${PRICE_COLUMNS} FROM subscription_prices WHERE subscription_tier_id = t.id AND archived_at IS NULL) p
     ), '[]'::json) AS prices
     FROM subscription_tiers t WHERE t.contributor_id = ANY($1::int[]) ORDER BY t.contributor_id, t.rank`,
    [contributorIds],
  );
}

export async function findTier(db: Queryable, projectId: string, tierId: number): Promise<TierRow | null> {
  const rows = await db.query<TierRow>(
    `SELECT ${TIER_COLUMNS} FROM subscription_tiers t WHERE t.project_id = $1 AND t.id = $2`,
    [projectId, tierId],
  );
  return rows[0] ?? null;
}

export async function findPriceByStripeId(db: Queryable, projectId: string, stripePriceId: string) {
  const rows = await db.query<TierPriceRow>(
    `SELECT ${PRICE_COLUMNS} FROM subscription_prices WHERE project_id = $1 AND stripe_price_id = $2`,
    [projectId, stripePriceId],
  );
  return rows[0] ?? null;
}

export async function findPrice(db: Queryable, id: number): Promise<TierPriceRow | null> {
  return (
    (
      await db.query<TierPriceRow>(`SELECT ${PRICE_COLUMNS} FROM subscription_prices WHERE id = $1`, [id])
    )[0] ?? null
  );
}

/** Prices by id, archived ones included (a member keeps a replaced price until they change plan). */
export async function findPrices(db: Queryable, ids: number[]): Promise<TierPriceRow[]> {
  if (ids.length === 0) return [];
  return db.query<TierPriceRow>(
    `SELECT ${PRICE_COLUMNS} FROM subscription_prices WHERE id = ANY($1::int[])`,
    [ids],
  );
}

export async function findFreeTier(db: Queryable, contributorId: number): Promise<TierRow | null> {
  const rows = await db.query<TierRow>(
    `SELECT ${TIER_COLUMNS} FROM subscription_tiers t WHERE t.contributor_id = $1 AND t.rank = 0`,
    [contributorId],
  );
  return rows[0] ?? null;
}
