import type { Queryable } from '../../db/db';

export interface OpsPointTypeRow {
  id: number;
  key: string;
  name: string;
  display_name: string;
  unit: string;
  coupon_type: string;
  archived_at: Date | null;
}

export interface OpsPackageRow {
  id: number;
  tier_type_id: number;
  slug: string;
  image: string;
  amount: number;
  web_price: number;
  stripe_product_id: string | null;
  archived_at: Date | null;
}

export interface OpsPackagePriceRow {
  id: number;
  tier_id: number;
  price: number;
  konbini: boolean;
  konbini_fee: number;
  stripe_price_id: string | null;
  archived_at: Date | null;
}

const TYPE = 'id, key, name, display_name, unit, coupon_type, archived_at';
const PACKAGE = 'id, tier_type_id, slug, image, amount, web_price, stripe_product_id, archived_at';
const PACKAGE_PRICE = 'id, tier_id, price, konbini, konbini_fee, stripe_price_id, archived_at';

export function listPointTypes(db: Queryable, projectId: string) {
  return db.query<OpsPointTypeRow>(`SELECT ${TYPE} FROM point_tier_types WHERE project_id = $1 ORDER BY id`, [
    projectId,
  ]);
}

export async function findPointType(db: Queryable, projectId: string, id: number, lock = false) {
  const rows = await db.query<OpsPointTypeRow>(
    `SELECT ${TYPE} FROM point_tier_types WHERE project_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [projectId, id],
  );
  return rows[0] ?? null;
}

export async function insertPointType(
  db: Queryable,
  t: {
    projectId: string;
    key: string;
    name: string;
    displayName: string;
    unit: string;
    couponType: string;
    image: string;
  },
) {
  const rows = await db.query<OpsPointTypeRow>(
    `INSERT INTO point_tier_types (project_id, key, name, display_name, image, unit, coupon_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${TYPE}`,
    [t.projectId, t.key, t.name, t.displayName, t.image, t.unit, t.couponType],
  );
  return rows[0]!;
}

export function listPackages(db: Queryable, typeIds: number[]) {
  return db.query<OpsPackageRow>(
    `SELECT ${PACKAGE} FROM point_tiers WHERE tier_type_id = ANY($1::int[]) ORDER BY sort_order, id`,
    [typeIds],
  );
}

export async function findPackage(db: Queryable, projectId: string, id: number, lock = false) {
  const rows = await db.query<OpsPackageRow>(
    `SELECT ${PACKAGE} FROM point_tiers WHERE project_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [projectId, id],
  );
  return rows[0] ?? null;
}

export async function insertPackage(
  db: Queryable,
  p: {
    projectId: string;
    typeId: number;
    slug: string;
    image: string;
    amount: number;
    price: number;
    productId: string;
  },
) {
  const rows = await db.query<OpsPackageRow>(
    `INSERT INTO point_tiers (project_id, tier_type_id, slug, image, amount, web_price, stripe_product_id, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7,
       (SELECT coalesce(max(sort_order) + 1, 0) FROM point_tiers WHERE tier_type_id = $2))
     RETURNING ${PACKAGE}`,
    [p.projectId, p.typeId, p.slug, p.image, p.amount, p.price, p.productId],
  );
  return rows[0]!;
}

export async function insertPackagePrice(
  db: Queryable,
  p: {
    projectId: string;
    tierId: number;
    price: number;
    amount: number;
    konbini: boolean;
    konbiniFee: number;
    stripePriceId: string;
  },
) {
  const rows = await db.query<OpsPackagePriceRow>(
    `INSERT INTO point_tier_prices (project_id, tier_id, price, web_price, amount, konbini, konbini_fee, stripe_price_id)
     VALUES ($1, $2, $3, $3, $4, $5, $6, $7) RETURNING ${PACKAGE_PRICE}`,
    [p.projectId, p.tierId, p.price, p.amount, p.konbini, p.konbiniFee, p.stripePriceId],
  );
  return rows[0]!;
}

export function listPackagePrices(db: Queryable, packageIds: number[], includeArchived: boolean) {
  return db.query<OpsPackagePriceRow>(
    `SELECT ${PACKAGE_PRICE} FROM point_tier_prices WHERE tier_id = ANY($1::int[]) AND ($2 OR archived_at IS NULL)
     ORDER BY tier_id, konbini, id`,
    [packageIds, includeArchived],
  );
}

/** Archives a package and its live prices: fans no longer see or buy it; past purchases keep their rows. */
export async function archivePackage(db: Queryable, id: number, at: Date) {
  await db.query('UPDATE point_tiers SET archived_at = $2 WHERE id = $1 AND archived_at IS NULL', [
    id,
    at.toISOString(),
  ]);
  await db.query('UPDATE point_tier_prices SET archived_at = $2 WHERE tier_id = $1 AND archived_at IS NULL', [
    id,
    at.toISOString(),
  ]);
}

/** Archives (a time) or brings back (null) a kind of point; its packages keep their own archiving. */
export async function setPointTypeArchived(db: Queryable, id: number, at: Date | null) {
  const rows = await db.query<OpsPointTypeRow>(
    `UPDATE point_tier_types SET archived_at = $2 WHERE id = $1 RETURNING ${TYPE}`,
    [id, at?.toISOString() ?? null],
  );
  return rows[0]!;
}
