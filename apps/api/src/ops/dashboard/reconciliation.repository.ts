import type { Queryable } from '../../db/db';

export interface OpenWorkRow {
  open_purchases: number;
  oldest_open_purchase: Date | null;
  pending_registrations: number;
  open_renewals: number;
}

// A point purchase not yet paid or failed: 3-D Secure or a konbini voucher waiting.
const OPEN_PURCHASE = "status IN ('pending', 'queued', 'requires_action', 'awaiting_konbini')";

/**
 * What the reconciler still has to settle, counted for one owner ($1) by `column` (project_id or
 * listener_id): point purchases not yet paid or failed, paid registrations awaiting their first
 * payment. Each a count along a partial index of the open rows.
 */
export const OPEN_WORK = (column: 'project_id' | 'listener_id') => `
  (SELECT count(*)::int FROM point_purchases WHERE ${column} = $1 AND ${OPEN_PURCHASE}) AS open_purchases,
  (SELECT count(*)::int FROM memberships WHERE ${column} = $1
     AND pending_stripe_subscription_id IS NOT NULL) AS pending_registrations`;

/** What is still open in the project (OPEN_WORK), with its oldest open purchase and its renewals not paid yet. */
export async function openWork(db: Queryable, projectId: string): Promise<OpenWorkRow> {
  const rows = await db.query<OpenWorkRow>(
    `SELECT ${OPEN_WORK('project_id')},
       (SELECT min(updated_at) FROM point_purchases WHERE project_id = $1 AND ${OPEN_PURCHASE}) AS oldest_open_purchase,
       (SELECT count(*)::int FROM unpaid_renewals u JOIN memberships m ON m.id = u.membership_id
          WHERE u.status = 'open' AND m.project_id = $1) AS open_renewals`,
    [projectId],
  );
  return rows[0]!;
}
