import type { Services } from '../../services';
import { catalogCache } from './catalog-cache';

// Pages one instance remembers; the least recently stored go first.
const MAX_PAGES = 10_000;

/**
 * Pages of rows that depend only on a listener's memberships and on the catalogue (their member
 * cards, the creators they have no membership with), kept in memory per instance, so a repeated
 * home, memberships or candidates screen costs no statement besides the listener row.
 *
 * Invalidation (decision 021): every write to a listener's memberships or membership payments bumps
 * their `listener_membership_versions` row in the same transaction (triggers, migration 0019), and
 * that number is read with the listener row at the start of every request. A page is served only
 * while it was stored under the version this request read, so a change is seen at once on every
 * instance. The catalogue's columns (a creator's name, icon, order, archiving) follow the
 * catalogue's version, the same 5 s bound as the catalogue cache. The version is read before the
 * rows, so a page is never tagged newer than its rows. Queries only: a mutation reads its own
 * writes fresh, by passing no version (undefined), which reads the page and keeps nothing.
 */
export interface ListenerPageCache {
  get<T>(
    q: { listenerId: number; membershipVersion: string | undefined; page: readonly unknown[] },
    load: () => Promise<T[]>,
  ): Promise<T[]>;
}

const caches = new WeakMap<object, ListenerPageCache>();

/** The listener-page cache of these services' database (one per API instance). */
export function listenerPageCache(services: Pick<Services, 'db' | 'config' | 'now'>): ListenerPageCache {
  let cache = caches.get(services.db);
  if (!cache) caches.set(services.db, (cache = createListenerPageCache(services)));
  return cache;
}

function createListenerPageCache(services: Pick<Services, 'db' | 'config' | 'now'>): ListenerPageCache {
  const entries = new Map<string, { tag: string; rows: Promise<unknown[]> }>();
  return {
    async get<T>(
      q: { listenerId: number; membershipVersion: string | undefined; page: readonly unknown[] },
      load: () => Promise<T[]>,
    ) {
      if (q.membershipVersion === undefined) return load();
      const key = JSON.stringify([q.listenerId, ...q.page]);
      const tag = `${q.membershipVersion}|${await catalogCache(services).version()}`;
      const entry = entries.get(key);
      if (entry?.tag === tag) return entry.rows as Promise<T[]>;
      // Concurrent requests of one page share one read; a failed read is not remembered.
      const rows = load();
      entries.delete(key);
      entries.set(key, { tag, rows });
      rows.catch(() => {
        if (entries.get(key)?.rows === rows) entries.delete(key);
      });
      while (entries.size > MAX_PAGES) entries.delete(entries.keys().next().value!);
      return rows;
    },
  };
}
