import DataLoader from 'dataloader';
import type { Queryable } from '../../db/db';
import type { RequestStore } from '../../lib/per-request';
import type { Services } from '../../services';
import { listTiersWithPrices } from './tiers.repository';
import { catalogCache, type CreatorCatalog } from './catalog-cache';

export type { CreatorCatalog } from './catalog-cache';

const CACHED = Symbol('creator-catalog');
const FRESH = Symbol('creator-catalog-fresh');

/**
 * The creators' catalogues, batched and remembered for one request: every field that needs tiers
 * (member cards, plans, a profile) in one operation shares one query, whatever the creator count.
 * Reads come from the instance's catalogue cache (catalog-cache.ts, at most GATE_CACHE_SECONDS
 * stale); `fresh` (a payment deciding on a tier) reads the database.
 */
export function catalogLoader(ctx: Pick<Services, 'db' | 'config' | 'now'> & RequestStore, fresh = false) {
  return ctx.perRequest(
    fresh ? FRESH : CACHED,
    () =>
      new DataLoader<number, CreatorCatalog>((ids) =>
        fresh
          ? loadCatalogs(ctx.db, ids)
          : catalogCache(ctx).get(ids, (missing) => loadCatalogs(ctx.db, missing)),
      ),
  );
}

async function loadCatalogs(db: Queryable, ids: readonly number[]): Promise<CreatorCatalog[]> {
  const catalogs = new Map<number, CreatorCatalog>(ids.map((id) => [id, { tiers: [], pricesOf: new Map() }]));
  for (const { prices, ...tier } of await listTiersWithPrices(db, [...ids])) {
    const catalog = catalogs.get(tier.contributor_id)!;
    catalog.tiers.push(tier);
    catalog.pricesOf.set(tier.id, prices);
  }
  return ids.map((id) => catalogs.get(id)!);
}
