import DataLoader from 'dataloader';
import type { ViewServices } from './view-services';
import { listTiersWithPrices, type PriceRow, type TierRow } from './catalog.repository';

/** A creator's tiers (by rank) and each tier's prices. */
export interface CreatorCatalog {
  tiers: TierRow[];
  pricesOf: Map<number, PriceRow[]>;
}

const KEY = Symbol('creator-catalog');

/**
 * The creators' catalogues, batched and remembered for one request: every field that needs tiers
 * (member cards, plans, a profile) in one operation shares one query, whatever the creator count.
 */
export function catalogLoader(ctx: ViewServices) {
  return ctx.perRequest(
    KEY,
    () =>
      new DataLoader<number, CreatorCatalog>(async (ids) => {
        const catalogs = new Map<number, CreatorCatalog>(
          ids.map((id) => [id, { tiers: [], pricesOf: new Map() }]),
        );
        for (const { prices, ...tier } of await listTiersWithPrices(ctx.db, [...ids])) {
          const catalog = catalogs.get(tier.contributor_id)!;
          catalog.tiers.push(tier);
          catalog.pricesOf.set(tier.id, prices);
        }
        return ids.map((id) => catalogs.get(id)!);
      }),
  );
}
