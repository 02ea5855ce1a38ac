import type { Services } from '../../services';
import { readCatalogVersion, type PriceRow, type TierRow } from './catalog.repository';

/** A creator's tiers (by rank) and each tier's prices. */
export interface CreatorCatalog {
  tiers: TierRow[];
  pricesOf: Map<number, PriceRow[]>;
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

const caches = new WeakMap<object, CatalogCache>();

/** The catalogue cache of these services' database (one per API instance). */
export function catalogCache(services: Pick<Services, 'db' | 'config' | 'now'>): CatalogCache {
  let cache = caches.get(services.db);
  if (!cache) caches.set(services.db, (cache = createCatalogCache(services)));
  return cache;
}

function createCatalogCache({ db, config, now }: Pick<Services, 'db' | 'config' | 'now'>): CatalogCache {
  const ttl = config.GATE_CACHE_SECONDS * 1000;
  const entries = new Map<number, { version: string; catalog: CreatorCatalog }>();
  let version: { value: Promise<string>; fetchedAt: number; until: number } | null = null;

  // Fresh while the clock is within [fetchedAt, until): a clock set back (tests) reads again.
  function currentVersion(): Promise<string> {
    const at = now().getTime();
    if (!version || at < version.fetchedAt || at >= version.until) {
      const value = readCatalogVersion(db);
      const entry = (version = { value, fetchedAt: at, until: at + ttl });
      // A failed read is not remembered.
      value.catch(() => {
        if (version === entry) version = null;
      });
    }
    return version.value;
  }

  return {
    async get(ids, load) {
      // Read before loading, so an entry is never tagged newer than its rows.
      const v = await currentVersion();
      const found = ids.map((id) => {
        const entry = entries.get(id);
        return entry?.version === v ? entry.catalog : null;
      });
      const missing = ids.filter((_, i) => found[i] === null);
      if (missing.length === 0) return found as CreatorCatalog[];
      const loaded = new Map<number, CreatorCatalog>();
      (await load(missing)).forEach((catalog, i) => {
        const id = missing[i]!;
        loaded.set(id, catalog);
        entries.delete(id);
        entries.set(id, { version: v, catalog });
      });
      while (entries.size > MAX_CREATORS) entries.delete(entries.keys().next().value!);
      return ids.map((id, i) => found[i] ?? loaded.get(id)!);
    },
    forget() {
      entries.clear();
      version = null;
    },
    version: currentVersion,
  };
}
