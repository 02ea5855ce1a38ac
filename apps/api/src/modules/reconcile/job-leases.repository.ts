import type { Queryable } from '../../db/db';

/**
 * Takes or renews the lease of a background job: true when `owner` holds it for the next `seconds`.
 * One row update, so several API instances (also behind a transaction pooler) agree on one owner.
 */
export async function acquireLease(db: Queryable, name: string, owner: string, seconds: number) {
  const rows = await db.query(
    `INSERT INTO job_leases (name, owner, lease_until) VALUES ($1, $2, now() + make_interval(secs => $3))
     ON CONFLICT (name) DO UPDATE SET owner = EXCLUDED.owner, lease_until = EXCLUDED.lease_until
       WHERE job_leases.owner = EXCLUDED.owner OR job_leases.lease_until < now()
     RETURNING owner`,
    [name, owner, seconds],
  );
  return rows.length > 0;
}

export async function releaseLease(db: Queryable, name: string, owner: string) {
  await db.query('DELETE FROM job_leases WHERE name = $1 AND owner = $2', [name, owner]);
}
