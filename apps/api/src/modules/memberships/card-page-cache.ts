import type { Services } from '../../services';
import type { KeysetPage } from '../../db/keyset';
import { catalogCache } from './catalog-cache';
import type { MembershipCardOrder, MembershipCardRow } from './memberships.repository';

// Pages one instance remembers; the least recently stored go first.
const MAX_PAGES = 10_000;

/**
 * Pages of a listener's member cards (the rows of listMembershipCards) kept in memory per instance,
 * so a repeated home or memberships screen costs no statement besides the listener row.
 *
 * Invalidation (decision 021): every write to a listener's memberships or membership payments bumps
 * their `listener_membership_versions` row in the same transaction (triggers, migration 0019), and
 * that number is read with the listener row at the start of every request. A page is served only
 * while it was stored under the version this request read, so a change is seen at once on every
 * instance. The page's creator columns (name, icon) follow the catalogue's version, the same 5 s
 * bound as the catalogue cache. The version is read before the rows, so a page is never tagged
 * newer than its rows. Queries only: a mutation reads its own writes fresh.
 */
export interface CardPageCache {
  get(
    q: { listenerId: number; membershipVersion: string; page: KeysetPage; order: MembershipCardOrder },
    load: () => Promise<MembershipCardRow[]>,
  ): Promise<MembershipCardRow[]>;
}

const caches = new WeakMap<object, CardPageCache>();

/** The card-page cache of these services' database (one per API instance). */
export function cardPageCache(services: Pick<Services, 'db' | 'config' | 'now'>): CardPageCache {
  let cache = caches.get(services.db);
  if (!cache) caches.set(services.db, (cache = createCardPageCache(services)));
  return cache;
}

function createCardPageCache(services: Pick<Services, 'db' | 'config' | 'now'>): CardPageCache {
  const entries = new Map<string, { tag: string; rows: Promise<MembershipCardRow[]> }>();
  return {
    async get({ listenerId, membershipVersion, page, order }, load) {
      const key = JSON.stringify([listenerId, order, page.limit, page.inverted, page.after, page.before]);
      const tag = `${membershipVersion}|${await catalogCache(services).version()}`;
      const entry = entries.get(key);
      if (entry?.tag === tag) return entry.rows;
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
