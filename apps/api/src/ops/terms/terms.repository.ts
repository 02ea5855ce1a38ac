import type { Queryable } from '../../db/db';

// Terms versions as operators read and write them.
export interface OpsTermsRow {
  id: number;
  version: string;
  title: string;
  body: string;
  published_at: Date;
}

export function listTermsVersions(db: Queryable, projectId: string) {
  return db.query<OpsTermsRow>(
    `SELECT id, version, title, body, published_at FROM terms_and_conditions WHERE project_id = $1
     ORDER BY published_at DESC, id DESC`,
    [projectId],
  );
}

/** The newest version, by effective time (it may still be scheduled). */
export async function latestScheduled(db: Queryable, projectId: string) {
  const rows = await db.query<OpsTermsRow>(
    `SELECT id, version, title, body, published_at FROM terms_and_conditions WHERE project_id = $1
     ORDER BY published_at DESC, id DESC LIMIT 1`,
    [projectId],
  );
  return rows[0] ?? null;
}

export async function insertTerms(
  db: Queryable,
  projectId: string,
  t: { version: string; title: string; body: string; effectiveAt: Date },
) {
  const rows = await db.query<OpsTermsRow>(
    `INSERT INTO terms_and_conditions (project_id, version, title, body, published_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, version, title, body, published_at`,
    [projectId, t.version, t.title, t.body, t.effectiveAt.toISOString()],
  );
  return rows[0]!;
}
