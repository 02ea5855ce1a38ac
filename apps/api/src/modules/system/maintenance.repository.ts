import type { Queryable } from '../../db/db';

export interface MaintenanceWindow {
  id: number;
  platform: string;
  window_start: Date;
  window_end: Date;
}

/** The window active at `now` for the platform (or for all platforms), ending last. */
export async function findActiveMaintenance(
  db: Queryable,
  platform: string,
  now: Date,
): Promise<MaintenanceWindow | null> {
  const rows = await db.query<MaintenanceWindow>(
    `SELECT id, platform, window_start, window_end FROM maintenance_windows
     WHERE platform IN ($1, 'all') AND window_start <= $2 AND window_end > $2
     ORDER BY window_end DESC LIMIT 1`,
    [platform, now.toISOString()],
  );
  return rows[0] ?? null;
}

/** Windows not yet over at `now` (active or scheduled): for the gate's cache to compare to the clock, and for operators. */
export async function listOpenMaintenance(db: Queryable, now: Date): Promise<MaintenanceWindow[]> {
  return db.query<MaintenanceWindow>(
    `SELECT id, platform, window_start, window_end FROM maintenance_windows
     WHERE window_end > $1 ORDER BY window_start LIMIT 100`,
    [now.toISOString()],
  );
}

export async function insertMaintenance(
  db: Queryable,
  input: { platform: string; windowStart: Date; windowEnd: Date },
): Promise<MaintenanceWindow> {
  const rows = await db.query<MaintenanceWindow>(
    `INSERT INTO maintenance_windows (platform, window_start, window_end) VALUES ($1, $2, $3)
     RETURNING id, platform, window_start, window_end`,
    [input.platform, input.windowStart.toISOString(), input.windowEnd.toISOString()],
  );
  return rows[0]!;
}

/** Ends every window that is active now, so the service opens at once. */
export async function endActiveMaintenance(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query(
    `UPDATE maintenance_windows SET window_end = $1 WHERE window_start <= $1 AND window_end > $1 RETURNING id`,
    [now.toISOString()],
  );
  return rows.length;
}
