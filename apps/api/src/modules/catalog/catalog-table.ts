import type { Queryable } from '../../db/db';

/**
 * A catalogue table as operators read and archive it: a creator, membership tier, kind of point or
 * point package is found by project and id (locked for a change); the first three are archived or
 * brought back by one timestamp (decision 020; a package archives its prices too).
 */
export function catalogTable<Row>(table: string, columns: string) {
  return {
    async find(db: Queryable, projectId: string, id: number, lock = false): Promise<Row | null> {
      const rows = await db.query<Row>(
        `SELECT ${columns} FROM ${table} WHERE project_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
        [projectId, id],
      );
      return rows[0] ?? null;
    },
    /** Archives (a time) or brings back (null) a row; returns the row as it is now. */
    async setArchived(db: Queryable, id: number, at: Date | null): Promise<Row> {
      const rows = await db.query<Row>(
        `UPDATE ${table} SET archived_at = $2 WHERE id = $1 RETURNING ${columns}`,
        [id, at?.toISOString() ?? null],
      );
      return rows[0]!;
    },
  };
}
