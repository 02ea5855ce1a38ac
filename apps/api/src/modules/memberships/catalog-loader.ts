import DataLoader from 'dataloader';
import type { Context } from '../../graphql/context';
import { listPricesOf, listTiersOf, type PriceRow, type TierRow } from './catalog.repository';

/** A creator's tiers (by rank) and each tier's prices. */
export interface CreatorCatalog {
  tiers: TierRow[];
  pricesOf: Map<number, PriceRow[]>;
}

const KEY = Symbol('creator-catalog');

/**
 * The creators' catalogues, batched and remembered for one request: every field that needs tiers
 * (member cards, plans, a profile) in one operation shares two queries, whatever the creator count.
 */
export function catalogLoader(ctx: Pick<Context, 'db' | 'perRequest'>) {
  return ctx.perRequest(
    KEY,
    () =>
      new DataLoader<number, CreatorCatalog>(async (ids) => {
        const tiers = await listTiersOf(ctx.db, [...ids]);
        const prices = await listPricesOf(
          ctx.db,
          tiers.map((t) => t.id),
        );
        const catalogs = new Map<number, CreatorCatalog>(
          ids.map((id) => [id, { tiers: [], pricesOf: new Map() }]),
        );
        for (const tier of tiers) catalogs.get(tier.contributor_id)!.tiers.push(tier);
        const tierOwner = new Map(tiers.map((t) => [t.id, catalogs.get(t.contributor_id)!]));
        for (const price of prices) {
          const pricesOf = tierOwner.get(price.subscription_tier_id)!.pricesOf;
          const list = pricesOf.get(price.subscription_tier_id) ?? [];
          list.push(price);
          pricesOf.set(price.subscription_tier_id, list);
        }
        return ids.map((id) => catalogs.get(id)!);
      }),
  );
}
