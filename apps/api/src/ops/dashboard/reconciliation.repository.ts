import type { Queryable } from '../../db/db';

export interface OpenWorkRow {
  open_purchases: number;
  oldest_open_purchase: Date | null;
  pending_registrations: number;
  open_renewals: number;
}

/**
 * What the reconciler still has to settle in the project: point purchases not yet paid or failed,
 * paid registrations awaiting their first payment, renewals not paid yet. Each a count along a
 * partial index of the open rows.
 */
export async function openWork(db: Queryable, projectId: string): Promise<OpenWorkRow> {
  const rows = await db.query<OpenWorkRow>(
    `SELECT
       (SELECT count(*)::int FROM point_purchases WHERE project_id = $1
          AND status IN ('pending', 'requires_action', 'awaiting_konbini')) AS open_purchases,
       (SELECT min(updated_at) FROM point_purchases WHERE project_id = $1
          AND status IN ('pending', 'requires_action', 'awaiting_konbini')) AS oldest_open_purchase,
       (SELECT count(*)::int FROM memberships WHERE project_id = $1
          AND pending_stripe_subscription_id IS NOT NULL) AS pending_registrations,
       (SELECT count(*)::int FROM unpaid_renewals u JOIN memberships m ON m.id = u.membership_id
          WHERE u.status = 'open' AND m.project_id = $1) AS open_renewals`,
    [projectId],
  );
  return rows[0]!;
}
