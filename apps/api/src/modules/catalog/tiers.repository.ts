import type { Queryable } from '../../db/db';
import { catalogTable } from './catalog-table';

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

/** A membership tier as operators see it: the fans' row plus its slug, Stripe product and archiving. */
export interface OpsTierRow extends Omit<TierRow, 'archived'> {
  slug: string;
  stripe_product_id: string | null;
  archived_at: Date | null;
}

/** A membership tier's price as operators see it (archived ones on request): the fans' row without iOS. */
export type OpsTierPriceRow = Omit<TierPriceRow, 'ios_product_id' | 'ios_price'>;

const OPS_TIER = `id, contributor_id, slug, title, description, level, color, rank, has_trial, restricted,
  meeting_tickets, meeting_minutes, premium_chat, voice_call, stripe_product_id, archived_at`;

const OPS_PRICE =
  'id, subscription_tier_id, title, interval_months, price, konbini, konbini_fee, stripe_price_id, archived_at';

const opsTiers = catalogTable<OpsTierRow>('subscription_tiers', OPS_TIER);
export const findOpsTier = opsTiers.find;
/** Archives (a time) or brings back (null) a membership tier; its prices keep their own archiving. */
export const setTierArchived = opsTiers.setArchived;

export function listOpsTiers(db: Queryable, creatorIds: number[]) {
  return db.query<OpsTierRow>(
    `SELECT ${OPS_TIER} FROM subscription_tiers WHERE contributor_id = ANY($1::int[]) ORDER BY contributor_id, rank`,
    [creatorIds],
  );
}

export interface TierFields {
  title: string;
  description: string;
  hasTrial: boolean;
  restricted: boolean;
  meetingTickets: number;
  meetingMinutes: number;
  premiumChat: boolean;
  voiceCall: boolean;
}

// The columns an operator may set after creating a tier, in the order both statements bind them.
const FIELD_COLUMNS = [
  'title',
  'description',
  'has_trial',
  'restricted',
  'meeting_tickets',
  'meeting_minutes',
  'premium_chat',
  'voice_call',
];
const fieldValues = (t: TierFields) => [
  t.title,
  t.description,
  t.hasTrial,
  t.restricted,
  t.meetingTickets,
  t.meetingMinutes,
  t.premiumChat,
  t.voiceCall,
];

export async function insertTier(
  db: Queryable,
  t: TierFields & {
    projectId: string;
    creatorId: number;
    slug: string;
    level: string;
    color: string;
    rank: number;
  },
) {
  const rows = await db.query<OpsTierRow>(
    `INSERT INTO subscription_tiers (project_id, contributor_id, slug, level, color, rank, ${FIELD_COLUMNS.join(', ')})
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) RETURNING ${OPS_TIER}`,
    [t.projectId, t.creatorId, t.slug, t.level, t.color, t.rank, ...fieldValues(t)],
  );
  return rows[0]!;
}

export async function updateTier(db: Queryable, id: number, t: TierFields) {
  const set = FIELD_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ');
  const rows = await db.query<OpsTierRow>(
    `UPDATE subscription_tiers SET ${set} WHERE id = $1 RETURNING ${OPS_TIER}`,
    [id, ...fieldValues(t)],
  );
  return rows[0]!;
}

export async function setTierProduct(db: Queryable, id: number, productId: string) {
  await db.query('UPDATE subscription_tiers SET stripe_product_id = $2 WHERE id = $1', [id, productId]);
}

export function listOpsTierPrices(db: Queryable, tierIds: number[], includeArchived: boolean) {
  return db.query<OpsTierPriceRow>(
    `SELECT ${OPS_PRICE} FROM subscription_prices WHERE subscription_tier_id = ANY($1::int[])
       AND ($2 OR archived_at IS NULL)
     ORDER BY subscription_tier_id, konbini, interval_months, id`,
    [tierIds, includeArchived],
  );
}

export async function findLiveTierPrice(db: Queryable, tierId: number, months: number, konbini: boolean) {
  const rows = await db.query<OpsTierPriceRow>(
    `SELECT ${OPS_PRICE} FROM subscription_prices
     WHERE subscription_tier_id = $1 AND interval_months = $2 AND konbini = $3 AND archived_at IS NULL FOR UPDATE`,
    [tierId, months, konbini],
  );
  return rows[0] ?? null;
}

export async function archiveTierPrice(db: Queryable, id: number, at: Date) {
  await db.query('UPDATE subscription_prices SET archived_at = $2 WHERE id = $1', [id, at.toISOString()]);
}

export async function insertTierPrice(
  db: Queryable,
  p: {
    projectId: string;
    tierId: number;
    months: number;
    price: number;
    konbini: boolean;
    konbiniFee: number;
    stripePriceId: string;
  },
) {
  const rows = await db.query<OpsTierPriceRow>(
    `INSERT INTO subscription_prices (project_id, subscription_tier_id, title, interval_months, price, konbini,
       konbini_fee, stripe_price_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${OPS_PRICE}`,
    [p.projectId, p.tierId, `${p.months}ヶ月`, p.months, p.price, p.konbini, p.konbiniFee, p.stripePriceId],
  );
  return rows[0]!;
}
