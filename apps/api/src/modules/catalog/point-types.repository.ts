import type { Queryable } from '../../db/db';
import { keysetList } from '../../db/keyset';
import { catalogTable } from './catalog-table';

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

const pointTypes = catalogTable<OpsPointTypeRow>('point_tier_types', TYPE);
export const findOpsPointType = pointTypes.find;
/** Archives (a time) or brings back (null) a kind of point; its packages keep their own archiving. */
export const setPointTypeArchived = pointTypes.setArchived;

// The project's kinds of point by id, whole or a page at a time (after an id when given).
const pointTypeList = keysetList<OpsPointTypeRow>(
  `SELECT ${TYPE} FROM point_tier_types WHERE project_id = $1`,
  [['id', 'int']],
);
export const listOpsPointTypes = pointTypeList.all;
export const opsPointTypesPage = pointTypeList.page;

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
