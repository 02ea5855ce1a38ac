import type { Services } from '../../../services';
import { catalogCache } from '../../catalog/catalog-cache';
import { instanceCache } from '../../../lib/instance-cache';

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

/** The listener-page cache of these services (one per API instance, through the instance cache). */
export function listenerPageCache(services: Pick<Services, 'db' | 'config' | 'now'>): ListenerPageCache {
  const pages = instanceCache<unknown[]>(services, 'listener-pages', { max: MAX_PAGES, ttlMs: Infinity });
  return {
    async get<T>(
      q: { listenerId: number; membershipVersion: string | undefined; page: readonly unknown[] },
      load: () => Promise<T[]>,
    ) {
      if (q.membershipVersion === undefined) return load();
      const tag = `${q.membershipVersion}|${await catalogCache(services).version()}`;
      // Concurrent requests of one page share one read.
      return pages.get(JSON.stringify([q.listenerId, ...q.page]), load, { tag }) as Promise<T[]>;
    },
  };
}

/**
 * The membership version read with the listener row at the start of this request, under which a
 * page may come from the listener-page cache: a query's. Undefined (read fresh) for a mutation, whose
 * answer reads its own writes, and for a listener row read elsewhere. Null in the row: no write yet.
 */
export function pageCacheVersion(
  listener: { membership_version?: string | null },
  info: { operation: { operation: string } },
): string | undefined {
  const read = listener.membership_version;
  return info.operation.operation === 'query' && read !== undefined ? (read ?? '0') : undefined;
}
