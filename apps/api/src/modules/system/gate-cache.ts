import type { Services } from '../../services';
import type { ProjectRow } from './projects.repository';
import { findProject } from './projects.repository';
import { listOpenMaintenance, type MaintenanceWindow } from './maintenance.repository';
import { findLatestTermsId, hasApproved } from './terms.repository';

// Bounds on what one instance remembers; the oldest entries go first.
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  fetchedAt: number;
  until: number;
}

/**
 * The fixed work in front of every product call — the project of the header, the maintenance
 * windows, the latest terms version and whether a listener approved it — remembered briefly per
 * instance (GATE_CACHE_SECONDS) instead of read on every request.
 *
 * Invalidation across instances: a write made through this instance (the operator's maintenance
 * endpoints) clears its entries at once; every other instance reads again within the period. A
 * scheduled window or terms version takes effect exactly on time anyway: windows are kept with
 * their start and end and compared to the clock on each request, and the terms entry lasts only
 * until the next version's publication time. Approvals are only ever added, so "approved" is kept.
 */
export interface GateCache {
  project(id: string): Promise<ProjectRow | null>;
  /** The window closing this project's fans (its own or a platform-wide one); null project: platform-wide only. */
  activeMaintenance(projectId: string | null, platform: string, now: Date): Promise<MaintenanceWindow | null>;
  hasApprovedLatestTerms(projectId: string, listenerId: number, now: Date): Promise<boolean>;
  /** Forget the windows (after this instance wrote one). */
  forgetMaintenance(): void;
}

const caches = new WeakMap<object, GateCache>();

/** The gate cache of these services' database (one per API instance). */
export function gateCache(services: Pick<Services, 'db' | 'config'>): GateCache {
  let cache = caches.get(services.db);
  if (!cache) caches.set(services.db, (cache = createGateCache(services)));
  return cache;
}

function createGateCache({ db, config }: Pick<Services, 'db' | 'config'>): GateCache {
  const ttl = config.GATE_CACHE_SECONDS * 1000;
  const projects = new Map<string, Entry<ProjectRow | null>>();
  const terms = new Map<string, Entry<number | null>>();
  const approvals = new Set<string>();
  // Per project ('' for no project): its own open windows and the platform-wide ones.
  const windows = new Map<string, Entry<MaintenanceWindow[]>>();

  // Fresh while the clock is within [fetchedAt, until): a clock set back (tests) reads again.
  const fresh = <T>(e: Entry<T> | null | undefined, now: number): e is Entry<T> =>
    !!e && now >= e.fetchedAt && now < e.until;
  const put = <K, T>(map: Map<K, T>, key: K, value: T) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
  };

  return {
    async project(id) {
      const now = Date.now();
      const hit = projects.get(id);
      if (fresh(hit, now)) return hit.value;
      const value = await findProject(db, id);
      // The header is the client's: only well-formed ids are remembered, found or not.
      if (id && id.length <= 64) put(projects, id, { value, fetchedAt: now, until: now + ttl });
      return value;
    },
    async activeMaintenance(projectId, platform, at) {
      const now = at.getTime();
      const key = projectId ?? '';
      let open = windows.get(key);
      if (!fresh(open, now)) {
        open = { value: await listOpenMaintenance(db, projectId, at), fetchedAt: now, until: now + ttl };
        // Keyed by a project the gate already found (context.ts), never by a raw header.
        put(windows, key, open);
      }
      const active = open.value.filter(
        (w) =>
          (w.platform === platform || w.platform === 'all') &&
          new Date(w.window_start).getTime() <= now &&
          new Date(w.window_end).getTime() > now,
      );
      return (
        active.sort((a, b) => new Date(b.window_end).getTime() - new Date(a.window_end).getTime())[0] ?? null
      );
    },
    async hasApprovedLatestTerms(projectId, listenerId, at) {
      const now = at.getTime();
      let latest = terms.get(projectId);
      if (!fresh(latest, now)) {
        const { id, nextAt } = await findLatestTermsId(db, projectId, at);
        const until = Math.min(now + ttl, nextAt ? new Date(nextAt).getTime() : Infinity);
        put(terms, projectId, (latest = { value: id, fetchedAt: now, until }));
      }
      if (latest.value === null) return true;
      const key = `${listenerId}:${latest.value}`;
      if (approvals.has(key)) return true;
      if (!(await hasApproved(db, listenerId, latest.value))) return false;
      approvals.add(key);
      if (approvals.size > MAX_ENTRIES) approvals.delete(approvals.values().next().value!);
      return true;
    },
    forgetMaintenance() {
      windows.clear();
    },
  };
}
