import type { Services } from '../../services';
import type { Queryable } from '../../db/db';
import type { TierPriceRow, TierRow } from './tiers.repository';
import { instanceCache } from '../../lib/instance-cache';

/** A creator's tiers (by rank) and each tier's prices. */
export interface CreatorCatalog {
  tiers: TierRow[];
  pricesOf: Map<number, TierPriceRow[]>;
}

// Creators one instance remembers; the least recently loaded go first.
const MAX_CREATORS = 10_000;

/**
 * The creators' catalogues (tiers and live prices) kept in memory per instance: they change only
 * through operators, and every home or plans screen reads them.
 *
 * Invalidation: every write to the catalogue tables bumps `catalog_version` in the same transaction
 * (a trigger, so no writer can forget it). An entry is served only while it was loaded at the
 * version this instance last read, and the version is read again at most every GATE_CACHE_SECONDS
 * (one shared query). So a change reaches fans on every instance within GATE_CACHE_SECONDS of its
 * commit, and at once on the instance that made it (operators' rules call forget()). Payments do
 * not use it: they load the catalogue fresh.
 */
export interface CatalogCache {
  /** The catalogues of `ids` in order: remembered ones of the current version, the rest from `load`. */
  get(ids: readonly number[], load: (ids: number[]) => Promise<CreatorCatalog[]>): Promise<CreatorCatalog[]>;
  /** Forget everything (after this instance wrote to the catalogue). */
  forget(): void;
  /** The catalogue version this instance serves (read at most every GATE_CACHE_SECONDS). */
  version(): Promise<string>;
}

/** The catalogue cache of these services (one per API instance, through the instance cache). */
export function catalogCache(services: Pick<Services, 'db' | 'config' | 'now'>): CatalogCache {
  const ttlMs = services.config.GATE_CACHE_SECONDS * 1000;
  const versions = instanceCache<string>(services, 'catalog:version', { max: 1, ttlMs });
  const creators = instanceCache<CreatorCatalog>(services, 'catalog:creators', {
    max: MAX_CREATORS,
    ttlMs: Infinity,
  });
  const version = () => versions.get('', () => readCatalogVersion(services.db));
  return {
    async get(ids, load) {
      // Read before loading, so an entry is never tagged newer than its rows.
      const v = await version();
      return creators.getMany(ids.map(String), (missing) => load(missing.map(Number)), v);
    },
    forget() {
      creators.forget();
      versions.forget();
    },
    version,
  };
}

/**
 * After this instance's write to creators, tiers or prices has committed: its fans see the change at
 * once, the other instances within GATE_CACHE_SECONDS (the version above).
 */
export function forgetCatalog(services: Pick<Services, 'db' | 'config' | 'now'>): void {
  catalogCache(services).forget();
}

/** The catalogue's version: bumped by every write to creators, tiers or prices (migration 0015). */
async function readCatalogVersion(db: Queryable): Promise<string> {
  const rows = await db.query<{ version: string }>('SELECT version::text AS version FROM catalog_version');
  return rows[0]?.version ?? '0';
}
