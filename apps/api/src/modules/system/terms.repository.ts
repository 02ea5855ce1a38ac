import type { Queryable } from '../../db/db';

export interface TermsRow {
  id: number;
  version: string;
  title: string;
  body: string;
  published_at: Date;
}

/** The latest published terms of a project. */
export async function findLatestTerms(db: Queryable, projectId: string, now: Date): Promise<TermsRow | null> {
  const rows = await db.query<TermsRow>(
    `SELECT id, version, title, body, published_at FROM terms_and_conditions
     WHERE project_id = $1 AND published_at <= $2 ORDER BY published_at DESC, id DESC LIMIT 1`,
    [projectId, now.toISOString()],
  );
  return rows[0] ?? null;
}

/** The id of the latest published terms (not its body), and when the next version is published. */
export async function findLatestTermsId(
  db: Queryable,
  projectId: string,
  now: Date,
): Promise<{ id: number | null; nextAt: Date | null }> {
  const rows = await db.query<{ id: number | null; next_at: Date | null }>(
    `SELECT (SELECT id FROM terms_and_conditions WHERE project_id = $1 AND published_at <= $2
               ORDER BY published_at DESC, id DESC LIMIT 1) AS id,
            (SELECT min(published_at) FROM terms_and_conditions WHERE project_id = $1 AND published_at > $2) AS next_at`,
    [projectId, now.toISOString()],
  );
  return { id: rows[0]?.id ?? null, nextAt: rows[0]?.next_at ?? null };
}

export async function hasApproved(db: Queryable, listenerId: number, termsId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM terms_approvals WHERE listener_id = $1 AND terms_id = $2', [
    listenerId,
    termsId,
  ]);
  return rows.length > 0;
}

export async function approve(db: Queryable, listenerId: number, termsId: number): Promise<void> {
  await db.query(
    `INSERT INTO terms_approvals (listener_id, terms_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [listenerId, termsId],
  );
}
