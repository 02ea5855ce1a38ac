import DataLoader from 'dataloader';
import type { RequestStore } from '../../lib/per-request';
import { rowsPerKey } from '../../lib/rows-per-key';
import type { Services } from '../../services';
import {
  listPointPackagePrices,
  listPointPackages,
  type PointPackagePriceRow,
  type PointPackageRow,
} from './point-packages.repository';

type Ctx = Pick<Services, 'db'> & RequestStore;
const PACKAGES_BY_TYPE = Symbol('point-packages-by-type');
const PRICES_BY_PACKAGE = Symbol('prices-by-point-package');

/**
 * The point packages of kinds of point, batched for one request: Query.tiersConnection and every
 * TierType.tiersConnection of an operation share one statement, however many kinds it lists.
 */
export function pointPackagesLoader(ctx: Ctx, projectId: string) {
  return ctx.perRequest(
    PACKAGES_BY_TYPE,
    () =>
      new DataLoader<number, PointPackageRow[]>(async (typeIds) => {
        const packages = await listPointPackages(ctx.db, projectId, { typeIds });
        return rowsPerKey(typeIds, packages, (pkg) => pkg.tier_type_id);
      }),
  );
}

/**
 * The prices (payment structures) of point packages, batched for one request and read only when a
 * field asks for them: the points screen's package list does not, a payment screen's package does.
 */
export function pointPackagePricesLoader(ctx: Ctx, projectId: string) {
  return ctx.perRequest(
    PRICES_BY_PACKAGE,
    () =>
      new DataLoader<number, PointPackagePriceRow[]>(async (packageIds) => {
        const prices = await listPointPackagePrices(ctx.db, projectId, packageIds);
        return rowsPerKey(packageIds, prices, (price) => price.tier_id);
      }),
  );
}
