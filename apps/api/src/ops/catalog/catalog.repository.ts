import type { Queryable } from '../../db/db';
import type { TierRow } from '../../modules/catalog/tiers.repository';

// The operators' view of the catalogue: archived rows included, every column they may set.

export interface OpsCreatorRow {
  id: number;
  slug: string;
  name: string;
  english_name: string;
  icon: string;
  sort_order: number;
  archived_at: Date | null;
}

/** A membership tier as operators see it: the fans' row plus its slug, Stripe product and archiving. */
export interface OpsTierRow extends Omit<TierRow, 'archived'> {
  slug: string;
  stripe_product_id: string | null;
  archived_at: Date | null;
}

export interface OpsPriceRow {
  id: number;
  subscription_tier_id: number;
  title: string;
  interval_months: number;
  price: number;
  konbini: boolean;
  konbini_fee: number;
  stripe_price_id: string | null;
  archived_at: Date | null;
}

const CREATOR = 'id, slug, name, english_name, icon, sort_order, archived_at';
const TIER = `id, contributor_id, slug, title, description, level, color, rank, has_trial, restricted,
  meeting_tickets, meeting_minutes, premium_chat, voice_call, stripe_product_id, archived_at`;
const PRICE =
  'id, subscription_tier_id, title, interval_months, price, konbini, konbini_fee, stripe_price_id, archived_at';

export async function ensureProject(db: Queryable, id: string, name: string) {
  const rows = await db.query<{ id: string; name: string }>(
    `INSERT INTO projects (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name
     RETURNING id, name`,
    [id, name],
  );
  return rows[0]!;
}

export async function findProjectName(db: Queryable, id: string): Promise<string | null> {
  const rows = await db.query<{ name: string }>('SELECT name FROM projects WHERE id = $1', [id]);
  return rows[0]?.name ?? null;
}

export function listCreators(db: Queryable, projectId: string) {
  return db.query<OpsCreatorRow>(
    `SELECT ${CREATOR} FROM contributors WHERE project_id = $1 ORDER BY sort_order, id`,
    [projectId],
  );
}

export async function findCreator(db: Queryable, projectId: string, id: number, lock = false) {
  const rows = await db.query<OpsCreatorRow>(
    `SELECT ${CREATOR} FROM contributors WHERE project_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [projectId, id],
  );
  return rows[0] ?? null;
}

export async function insertCreator(
  db: Queryable,
  c: { projectId: string; slug: string; name: string; englishName: string; icon: string },
) {
  const rows = await db.query<OpsCreatorRow>(
    `INSERT INTO contributors (project_id, slug, name, english_name, icon, sort_order)
     VALUES ($1, $2, $3, $4, $5, (SELECT coalesce(max(sort_order) + 1, 0) FROM contributors WHERE project_id = $1))
     RETURNING ${CREATOR}`,
    [c.projectId, c.slug, c.name, c.englishName, c.icon],
  );
  return rows[0]!;
}

export async function updateCreator(
  db: Queryable,
  id: number,
  c: { name: string; englishName: string; icon: string },
) {
  const rows = await db.query<OpsCreatorRow>(
    `UPDATE contributors SET name = $2, english_name = $3, icon = $4 WHERE id = $1 RETURNING ${CREATOR}`,
    [id, c.name, c.englishName, c.icon],
  );
  return rows[0]!;
}

export function listTiers(db: Queryable, creatorIds: number[]) {
  return db.query<OpsTierRow>(
    `SELECT ${TIER} FROM subscription_tiers WHERE contributor_id = ANY($1::int[]) ORDER BY contributor_id, rank`,
    [creatorIds],
  );
}

export async function findTier(db: Queryable, projectId: string, id: number, lock = false) {
  const rows = await db.query<OpsTierRow>(
    `SELECT ${TIER} FROM subscription_tiers WHERE project_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [projectId, id],
  );
  return rows[0] ?? null;
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
    `INSERT INTO subscription_tiers (project_id, contributor_id, slug, title, description, level, color, rank, has_trial,
       restricted, meeting_tickets, meeting_minutes, premium_chat, voice_call)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) RETURNING ${TIER}`,
    [
      t.projectId,
      t.creatorId,
      t.slug,
      t.title,
      t.description,
      t.level,
      t.color,
      t.rank,
      t.hasTrial,
      t.restricted,
      t.meetingTickets,
      t.meetingMinutes,
      t.premiumChat,
      t.voiceCall,
    ],
  );
  return rows[0]!;
}

export async function updateTier(db: Queryable, id: number, t: TierFields) {
  const rows = await db.query<OpsTierRow>(
    `UPDATE subscription_tiers SET title = $2, description = $3, has_trial = $4, restricted = $5,
       meeting_tickets = $6, meeting_minutes = $7, premium_chat = $8, voice_call = $9
     WHERE id = $1 RETURNING ${TIER}`,
    [
      id,
      t.title,
      t.description,
      t.hasTrial,
      t.restricted,
      t.meetingTickets,
      t.meetingMinutes,
      t.premiumChat,
      t.voiceCall,
    ],
  );
  return rows[0]!;
}

export async function setTierProduct(db: Queryable, id: number, productId: string) {
  await db.query('UPDATE subscription_tiers SET stripe_product_id = $2 WHERE id = $1', [id, productId]);
}

export function listPrices(db: Queryable, tierIds: number[], includeArchived: boolean) {
  return db.query<OpsPriceRow>(
    `SELECT ${PRICE} FROM subscription_prices WHERE subscription_tier_id = ANY($1::int[])
       AND ($2 OR archived_at IS NULL)
     ORDER BY subscription_tier_id, konbini, interval_months, id`,
    [tierIds, includeArchived],
  );
}

export async function findLivePrice(db: Queryable, tierId: number, months: number, konbini: boolean) {
  const rows = await db.query<OpsPriceRow>(
    `SELECT ${PRICE} FROM subscription_prices
     WHERE subscription_tier_id = $1 AND interval_months = $2 AND konbini = $3 AND archived_at IS NULL FOR UPDATE`,
    [tierId, months, konbini],
  );
  return rows[0] ?? null;
}

export async function archivePrice(db: Queryable, id: number, at: Date) {
  await db.query('UPDATE subscription_prices SET archived_at = $2 WHERE id = $1', [id, at.toISOString()]);
}

export async function insertPrice(
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
  const rows = await db.query<OpsPriceRow>(
    `INSERT INTO subscription_prices (project_id, subscription_tier_id, title, interval_months, price, konbini,
       konbini_fee, stripe_price_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${PRICE}`,
    [p.projectId, p.tierId, `${p.months}ヶ月`, p.months, p.price, p.konbini, p.konbiniFee, p.stripePriceId],
  );
  return rows[0]!;
}

/** Archives (a time) or brings back (null) a creator; returns the row as it is now. */
export async function setCreatorArchived(db: Queryable, id: number, at: Date | null) {
  const rows = await db.query<OpsCreatorRow>(
    `UPDATE contributors SET archived_at = $2 WHERE id = $1 RETURNING ${CREATOR}`,
    [id, at?.toISOString() ?? null],
  );
  return rows[0]!;
}

/** Archives (a time) or brings back (null) a membership tier; its prices keep their own archiving. */
export async function setTierArchived(db: Queryable, id: number, at: Date | null) {
  const rows = await db.query<OpsTierRow>(
    `UPDATE subscription_tiers SET archived_at = $2 WHERE id = $1 RETURNING ${TIER}`,
    [id, at?.toISOString() ?? null],
  );
  return rows[0]!;
}
