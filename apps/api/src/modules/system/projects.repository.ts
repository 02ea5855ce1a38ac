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
