import type { Services } from '../../services';
import type { ProjectRow } from './projects.repository';
import { findProject } from './projects.repository';
import { listOpenMaintenance, type MaintenanceWindow } from './maintenance.repository';
import { findLatestTermsId, hasApproved } from './terms.repository';
import { instanceCache } from '../../lib/instance-cache';

// Bounds on what one instance remembers; the oldest entries go first.
const MAX_ENTRIES = 10_000;

/**
 * The fixed work in front of every product call — the project of the header, the maintenance
 * windows, the latest terms version and whether a listener approved it — remembered briefly per
 * instance (GATE_CACHE_SECONDS, through the instance cache) instead of read on every request.
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

type GateServices = Pick<Services, 'db' | 'config' | 'now'>;

/** The gate cache of these services (one per API instance). */
export function gateCache(services: GateServices): GateCache {
  const limits = { max: MAX_ENTRIES, ttlMs: services.config.GATE_CACHE_SECONDS * 1000 };
  const projects = instanceCache<ProjectRow | null>(services, 'gate:projects', limits);
  // Per project ('' for none): its own open windows and the platform-wide ones.
  const windows = instanceCache<MaintenanceWindow[]>(services, 'gate:maintenance', limits);
  const terms = instanceCache<{ id: number | null; nextAt: Date | null }>(services, 'gate:terms', limits);
  const approvals = instanceCache<boolean>(services, 'gate:approvals', { max: MAX_ENTRIES, ttlMs: Infinity });
  const { db } = services;

  return {
    project(id) {
      // The header is the client's: only well-formed ids are remembered, found or not.
      if (!id || id.length > 64) return findProject(db, id);
      return projects.get(id, () => findProject(db, id));
    },
    async activeMaintenance(projectId, platform, at) {
      // Keyed by a project the gate already found (context.ts), never by a raw header.
      const open = await windows.get(projectId ?? '', () => listOpenMaintenance(db, projectId, at));
      const now = at.getTime();
      const active = open.filter(
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
      const latest = await terms.get(projectId, () => findLatestTermsId(db, projectId, at), {
        // The next version takes effect exactly at its publication time.
        until: ({ nextAt }) => (nextAt ? new Date(nextAt).getTime() : Infinity),
      });
      if (latest.id === null) return true;
      const id = latest.id;
      // Only "approved" is kept: a "no" turns into a "yes" when the fan approves, on any instance.
      return approvals.get(`${listenerId}:${id}`, () => hasApproved(db, listenerId, id), {
        keep: (yes) => yes,
      });
    },
    forgetMaintenance() {
      windows.forget();
    },
  };
}
