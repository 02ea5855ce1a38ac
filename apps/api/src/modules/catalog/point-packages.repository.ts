import type { Queryable } from '../../db/db';
import { catalogTable } from './catalog-table';

// Point packages (`point_tiers`) and their prices (`point_tier_prices`), as fans are offered them
// and as operators keep them.

/** A point package as fans are offered it. */
export interface PointPackageRow {
  id: number;
  tier_type_id: number;
  image: string;
  amount: number;
  web_price: number;
  unit: string;
}

/** One way to pay for a point package (card or konbini); the schema calls it a PaymentStructure. */
export interface PointPackagePriceRow {
  id: number;
  tier_id: number;
  tier_type_id: number;
  price: number;
  web_price: number;
  amount: number;
  konbini: boolean;
  konbini_fee: number;
  ios_product_id: string | null;
  stripe_price_id: string | null;
  stripe_product_id: string | null;
  unit: string;
}

/** Point packages (of some kinds of point, or one by id), in display order. */
export function listPointPackages(
  db: Queryable,
  projectId: string,
  filter: { typeIds?: readonly number[]; packageId?: number },
): Promise<PointPackageRow[]> {
  return db.query<PointPackageRow>(
    `SELECT p.id, p.tier_type_id, p.image, p.amount, p.web_price, t.unit
     FROM point_tiers p JOIN point_tier_types t ON t.id = p.tier_type_id
     WHERE p.project_id = $1 AND ($2::int[] IS NULL OR p.tier_type_id = ANY($2::int[]))
       AND ($3::int IS NULL OR p.id = $3)
       AND p.archived_at IS NULL AND t.archived_at IS NULL
     ORDER BY p.sort_order, p.id`,
    [projectId, filter.typeIds ?? null, filter.packageId ?? null],
  );
}

// Read from point_tier_prices s, its package p and the package's kind of point t.
const PRICE_COLUMNS = `s.id, s.tier_id, p.tier_type_id, s.price, s.web_price, s.amount, s.konbini, s.konbini_fee,
  s.ios_product_id, s.stripe_price_id, p.stripe_product_id, t.unit`;
const PRICE_TABLES = `point_tier_prices s JOIN point_tiers p ON p.id = s.tier_id
  JOIN point_tier_types t ON t.id = p.tier_type_id`;

/** The live payment structures (card, konbini) of point packages. */
export function listPointPackagePrices(
  db: Queryable,
  projectId: string,
  packageIds: readonly number[],
): Promise<PointPackagePriceRow[]> {
  return db.query<PointPackagePriceRow>(
    `SELECT ${PRICE_COLUMNS} FROM ${PRICE_TABLES}
     WHERE s.project_id = $1 AND s.tier_id = ANY($2::int[]) AND s.archived_at IS NULL
     ORDER BY s.konbini, s.id`,
    [projectId, packageIds],
  );
}

/**
 * A point package's price by its Stripe price id, within the tenant, archived ones too (a purchase
 * names the price it buys); `on_sale` is false when an operator archived the price, its package or
 * its kind of point.
 */
export async function findPointPackagePrice(
  db: Queryable,
  projectId: string,
  stripePriceId: string,
): Promise<(PointPackagePriceRow & { on_sale: boolean }) | null> {
  const rows = await db.query<PointPackagePriceRow & { on_sale: boolean }>(
    `SELECT ${PRICE_COLUMNS},
       (s.archived_at IS NULL AND p.archived_at IS NULL AND t.archived_at IS NULL) AS on_sale
     FROM ${PRICE_TABLES}
     WHERE s.project_id = $1 AND s.stripe_price_id = $2`,
    [projectId, stripePriceId],
  );
  return rows[0] ?? null;
}

/** A point package as operators see it: archived ones too. */
export interface OpsPointPackageRow {
  id: number;
  tier_type_id: number;
  slug: string;
  image: string;
  amount: number;
  web_price: number;
  stripe_product_id: string | null;
  archived_at: Date | null;
}

export interface OpsPointPackagePriceRow {
  id: number;
  tier_id: number;
  price: number;
  konbini: boolean;
  konbini_fee: number;
  stripe_price_id: string | null;
  archived_at: Date | null;
}

const PACKAGE = 'id, tier_type_id, slug, image, amount, web_price, stripe_product_id, archived_at';
const PACKAGE_PRICE = 'id, tier_id, price, konbini, konbini_fee, stripe_price_id, archived_at';

export const findOpsPointPackage = catalogTable<OpsPointPackageRow>('point_tiers', PACKAGE).find;

export function listOpsPointPackages(db: Queryable, typeIds: number[]) {
  return db.query<OpsPointPackageRow>(
    `SELECT ${PACKAGE} FROM point_tiers WHERE tier_type_id = ANY($1::int[]) ORDER BY sort_order, id`,
    [typeIds],
  );
}

export async function insertPointPackage(
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
  const rows = await db.query<OpsPointPackageRow>(
    `INSERT INTO point_tiers (project_id, tier_type_id, slug, image, amount, web_price, stripe_product_id, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7,
       (SELECT coalesce(max(sort_order) + 1, 0) FROM point_tiers WHERE tier_type_id = $2))
     RETURNING ${PACKAGE}`,
    [p.projectId, p.typeId, p.slug, p.image, p.amount, p.price, p.productId],
  );
  return rows[0]!;
}

export async function insertPointPackagePrice(
  db: Queryable,
  p: {
    projectId: string;
    packageId: number;
    price: number;
    amount: number;
    konbini: boolean;
    konbiniFee: number;
    stripePriceId: string;
  },
) {
  const rows = await db.query<OpsPointPackagePriceRow>(
    `INSERT INTO point_tier_prices (project_id, tier_id, price, web_price, amount, konbini, konbini_fee, stripe_price_id)
     VALUES ($1, $2, $3, $3, $4, $5, $6, $7) RETURNING ${PACKAGE_PRICE}`,
    [p.projectId, p.packageId, p.price, p.amount, p.konbini, p.konbiniFee, p.stripePriceId],
  );
  return rows[0]!;
}

export function listOpsPointPackagePrices(db: Queryable, packageIds: number[], includeArchived: boolean) {
  return db.query<OpsPointPackagePriceRow>(
    `SELECT ${PACKAGE_PRICE} FROM point_tier_prices WHERE tier_id = ANY($1::int[]) AND ($2 OR archived_at IS NULL)
     ORDER BY tier_id, konbini, id`,
    [packageIds, includeArchived],
  );
}

/** Archives a package and its live prices: fans no longer see or buy it; past purchases keep their rows. */
export async function setPointPackageArchived(db: Queryable, id: number, at: Date) {
  await db.query('UPDATE point_tiers SET archived_at = $2 WHERE id = $1 AND archived_at IS NULL', [
    id,
    at.toISOString(),
  ]);
  await db.query('UPDATE point_tier_prices SET archived_at = $2 WHERE tier_id = $1 AND archived_at IS NULL', [
    id,
    at.toISOString(),
  ]);
}
