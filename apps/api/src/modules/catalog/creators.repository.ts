import type { Queryable } from '../../db/db';

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
