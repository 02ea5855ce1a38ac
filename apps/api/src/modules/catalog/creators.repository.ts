import type { Queryable } from '../../db/db';
import { keysetList } from '../../db/keyset';
import { catalogTable } from './catalog-table';

// Creators (`contributors`): as fans see them and as operators keep them.

export interface ContributorRow {
  id: number;
  name: string;
  english_name: string;
  icon: string;
  slug: string;
}

export async function findContributor(
  db: Queryable,
  projectId: string,
  id: number,
): Promise<ContributorRow | null> {
  const rows = await db.query<ContributorRow>(
    'SELECT id, name, english_name, icon, slug FROM contributors WHERE project_id = $1 AND id = $2',
    [projectId, id],
  );
  return rows[0] ?? null;
}

/** A creator as operators see it: archived ones too, with their order. */
export interface OpsCreatorRow {
  id: number;
  slug: string;
  name: string;
  english_name: string;
  icon: string;
  sort_order: number;
  archived_at: Date | null;
}

const CREATOR = 'id, slug, name, english_name, icon, sort_order, archived_at';

const creators = catalogTable<OpsCreatorRow>('contributors', CREATOR);
export const findCreator = creators.find;
/** Archives (a time) or brings back (null) a creator; returns the row as it is now. */
export const setCreatorArchived = creators.setArchived;

// The project's creators in list order (sort order, then id), whole or a page at a time (after
// (sort_order, id) when given: no whole-table read).
const creatorList = keysetList<OpsCreatorRow>(`SELECT ${CREATOR} FROM contributors WHERE project_id = $1`, [
  ['sort_order', 'int'],
  ['id', 'int'],
]);
export const listCreators = creatorList.all;
export const creatorsPage = creatorList.page;

export async function insertCreator(
  db: Queryable,
  c: { projectId: string; slug: string; name: string; englishName: string; icon: string },
) {
  const rows = await db.query<OpsCreatorRow>(
    `INSERT INTO contributors (project_id, slug, name, english_name, icon, sort_order)
     VALUES ($1, $2, $3, $4, $5, (SELECT coalesce(max(sort_order) + 1, 0) FROM contributors WHERE project_id = $1))
     RETURNING ${CREATOR}`,
    [c.projectId, c.slug, c.name, c.englishName, c.icon],
  );
  return rows[0]!;
}

export async function updateCreator(
  db: Queryable,
  id: number,
  c: { name: string; englishName: string; icon: string },
) {
  const rows = await db.query<OpsCreatorRow>(
    `UPDATE contributors SET name = $2, english_name = $3, icon = $4 WHERE id = $1 RETURNING ${CREATOR}`,
    [id, c.name, c.englishName, c.icon],
  );
  return rows[0]!;
}
