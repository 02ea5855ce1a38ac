import type { Queryable } from '../../db/db';

// Kinds of point (`point_tier_types`) as operators keep them; fans read them with their balances
// (modules/points).

export interface OpsPointTypeRow {
  id: number;
  key: string;
  name: string;
  display_name: string;
  unit: string;
  coupon_type: string;
  archived_at: Date | null;
}

const TYPE = 'id, key, name, display_name, unit, coupon_type, archived_at';

export function listOpsPointTypes(db: Queryable, projectId: string) {
  return db.query<OpsPointTypeRow>(`SELECT ${TYPE} FROM point_tier_types WHERE project_id = $1 ORDER BY id`, [
    projectId,
  ]);
}

export async function findOpsPointType(db: Queryable, projectId: string, id: number, lock = false) {
  const rows = await db.query<OpsPointTypeRow>(
    `SELECT ${TYPE} FROM point_tier_types WHERE project_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [projectId, id],
  );
  return rows[0] ?? null;
}

export async function insertPointType(
  db: Queryable,
  t: {
    projectId: string;
    key: string;
    name: string;
    displayName: string;
    unit: string;
    couponType: string;
    image: string;
  },
) {
  const rows = await db.query<OpsPointTypeRow>(
    `INSERT INTO point_tier_types (project_id, key, name, display_name, image, unit, coupon_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${TYPE}`,
    [t.projectId, t.key, t.name, t.displayName, t.image, t.unit, t.couponType],
  );
  return rows[0]!;
}

/** Archives (a time) or brings back (null) a kind of point; its packages keep their own archiving. */
export async function setPointTypeArchived(db: Queryable, id: number, at: Date | null) {
  const rows = await db.query<OpsPointTypeRow>(
    `UPDATE point_tier_types SET archived_at = $2 WHERE id = $1 RETURNING ${TYPE}`,
    [id, at?.toISOString() ?? null],
  );
  return rows[0]!;
}
