import type { Queryable } from '../../db/db';

export interface MaintenanceWindow {
  id: number;
  /** The project whose fans it closes; null: platform-wide, every project (automation's /admin/maintenance). */
  project_id: string | null;
  platform: string;
  window_start: Date;
  window_end: Date;
  /** Set when a scheduled window was cancelled before it started; it then closes no one. */
  cancelled_at?: Date | null;
}

const COLUMNS = 'id, project_id, platform, window_start, window_end';

/**
 * The window active at `now` for the platform (or for all platforms) that closes this project: its
 * own or a platform-wide one; the one ending last. No project (an unknown header): platform-wide only.
 */
export async function findActiveMaintenance(
  db: Queryable,
  projectId: string | null,
  platform: string,
  now: Date,
): Promise<MaintenanceWindow | null> {
  const rows = await db.query<MaintenanceWindow>(
    `SELECT ${COLUMNS} FROM maintenance_windows
     WHERE (project_id = $1 OR project_id IS NULL) AND platform IN ($2, 'all')
       AND window_start <= $3 AND window_end > $3 AND cancelled_at IS NULL
     ORDER BY window_end DESC LIMIT 1`,
    [projectId, platform, now.toISOString()],
  );
  return rows[0] ?? null;
}

/**
 * Windows of this project and platform-wide ones not yet over at `now` (active or scheduled): for
 * the gate's cache to compare to the clock, and for the project's operators. Platform-wide ones come
 * first, so however many windows a project opens, the bound never leaves the platform's out.
 */
export async function listOpenMaintenance(
  db: Queryable,
  projectId: string | null,
  now: Date,
): Promise<MaintenanceWindow[]> {
  return db.query<MaintenanceWindow>(
    `SELECT ${COLUMNS} FROM maintenance_windows
     WHERE window_end > $2 AND (project_id = $1 OR project_id IS NULL) AND cancelled_at IS NULL
     ORDER BY project_id IS NULL DESC, window_start, id LIMIT 100`,
    [projectId, now.toISOString()],
  );
}

/** A window for one project, or (projectId null) a platform-wide one. */
export async function insertMaintenance(
  db: Queryable,
  input: { projectId: string | null; platform: string; windowStart: Date; windowEnd: Date },
): Promise<MaintenanceWindow> {
  const rows = await db.query<MaintenanceWindow>(
    `INSERT INTO maintenance_windows (project_id, platform, window_start, window_end) VALUES ($1, $2, $3, $4)
     RETURNING ${COLUMNS}`,
    [input.projectId, input.platform, input.windowStart.toISOString(), input.windowEnd.toISOString()],
  );
  return rows[0]!;
}

/**
 * Ends the windows active now of one project (never another's, never a platform-wide one), or, with
 * projectId null, the platform-wide ones only; answers the windows ended.
 */
export async function endActiveMaintenance(
  db: Queryable,
  projectId: string | null,
  now: Date,
): Promise<MaintenanceWindow[]> {
  return db.query<MaintenanceWindow>(
    `UPDATE maintenance_windows SET window_end = $2
     WHERE project_id IS NOT DISTINCT FROM $1 AND window_start <= $2 AND window_end > $2
       AND cancelled_at IS NULL
     RETURNING ${COLUMNS}`,
    [projectId, now.toISOString()],
  );
}

/**
 * Cancels one window that has not started, of this project (or, projectId null, a platform-wide
 * one): the row stays, marked. Null when there is no such window.
 */
export async function cancelScheduledMaintenance(
  db: Queryable,
  projectId: string | null,
  id: number,
  now: Date,
): Promise<MaintenanceWindow | null> {
  const rows = await db.query<MaintenanceWindow>(
    `UPDATE maintenance_windows SET cancelled_at = $3
     WHERE id = $2 AND project_id IS NOT DISTINCT FROM $1 AND window_start > $3 AND cancelled_at IS NULL
     RETURNING ${COLUMNS}`,
    [projectId, id, now.toISOString()],
  );
  return rows[0] ?? null;
}
