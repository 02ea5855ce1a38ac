import type { Queryable } from '../../db/db';

export interface ContributorRow {
  id: number;
  name: string;
  english_name: string;
  icon: string;
  slug: string;
}

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
}

export interface PriceRow {
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
}

const TIER_COLUMNS = `id, contributor_id, title, description, level, color, rank, has_trial, restricted,
  meeting_tickets, meeting_minutes, premium_chat, voice_call`;
const PRICE_COLUMNS = `id, subscription_tier_id, title, interval_months, price, konbini, konbini_fee, ios_product_id,
  ios_price, stripe_price_id`;

export async function listContributors(db: Queryable, projectId: string): Promise<ContributorRow[]> {
  return db.query<ContributorRow>(
    'SELECT id, name, english_name, icon, slug FROM contributors WHERE project_id = $1 ORDER BY sort_order, id',
    [projectId],
  );
}

export async function findContributor(
  db: Queryable,
  projectId: string,
  id: number,
): Promise<ContributorRow | null> {
  const rows = await db.query<ContributorRow>(
    'SELECT id, name, english_name, icon, slug FROM contributors WHERE project_id = $1 AND id = $2',
    [projectId, id],
  );
  return rows[0] ?? null;
}

export async function listTiersOf(db: Queryable, contributorIds: number[]): Promise<TierRow[]> {
  if (contributorIds.length === 0) return [];
  return db.query<TierRow>(
    `SELECT ${TIER_COLUMNS} FROM subscription_tiers WHERE contributor_id = ANY($1::int[]) ORDER BY contributor_id, rank`,
    [contributorIds],
  );
}

export async function findTier(db: Queryable, projectId: string, tierId: number): Promise<TierRow | null> {
  const rows = await db.query<TierRow>(
    `SELECT ${TIER_COLUMNS} FROM subscription_tiers WHERE project_id = $1 AND id = $2`,
    [projectId, tierId],
  );
  return rows[0] ?? null;
}

export async function listPricesOf(db: Queryable, tierIds: number[]): Promise<PriceRow[]> {
  if (tierIds.length === 0) return [];
  return db.query<PriceRow>(
    `SELECT ${PRICE_COLUMNS} FROM subscription_prices WHERE subscription_tier_id = ANY($1::int[])
       AND archived_at IS NULL
     ORDER BY subscription_tier_id, konbini, interval_months`,
    [tierIds],
  );
}

export async function findPriceByStripeId(db: Queryable, projectId: string, stripePriceId: string) {
  const rows = await db.query<PriceRow>(
    `SELECT ${PRICE_COLUMNS} FROM subscription_prices WHERE project_id = $1 AND stripe_price_id = $2`,
    [projectId, stripePriceId],
  );
  return rows[0] ?? null;
}

export async function findPrice(db: Queryable, id: number): Promise<PriceRow | null> {
  return (
    (await db.query<PriceRow>(`SELECT ${PRICE_COLUMNS} FROM subscription_prices WHERE id = $1`, [id]))[0] ??
    null
  );
}

export async function findFreeTier(db: Queryable, contributorId: number): Promise<TierRow | null> {
  const rows = await db.query<TierRow>(
    `SELECT ${TIER_COLUMNS} FROM subscription_tiers WHERE contributor_id = $1 AND rank = 0`,
    [contributorId],
  );
  return rows[0] ?? null;
}
