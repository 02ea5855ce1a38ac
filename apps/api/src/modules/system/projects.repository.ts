import type { Queryable } from '../../db/db';

export interface ProjectRow {
  id: string;
  name: string;
}

export async function findProject(db: Queryable, id: string): Promise<ProjectRow | null> {
  if (!id || id.length > 64) return null;
  const rows = await db.query<ProjectRow>('SELECT id, name FROM projects WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** Creates (or renames) a project: the operators' set-up. */
export async function ensureProject(db: Queryable, id: string, name: string): Promise<ProjectRow> {
  const rows = await db.query<ProjectRow>(
    `INSERT INTO projects (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name
     RETURNING id, name`,
    [id, name],
  );
  return rows[0]!;
}
