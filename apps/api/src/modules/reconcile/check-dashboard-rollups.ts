import type { Services } from '../../services';
import { rollupDrift } from '../../db/rollup-drift';

/**
 * The reconcile report's part on the dashboard's per-day totals (migration 0043): each day's totals
 * equal to the rows they sum. They are written by triggers in the rows' own transactions, so a
 * mismatch means a path around them (a trigger disabled for a bulk load and no rebuild after).
 * Reads every row once: a report's cost, not a request's.
 */
export async function checkDashboardRollups(services: Pick<Services, 'db'>) {
  const drift = await rollupDrift(services.db);
  return {
    mismatches: drift.map((d) => ({
      kind: 'dashboard-rollup',
      id: `${d.table}/${d.project_id}/${d.day}${d.key === null ? '' : `/${d.key}`}`,
      detail: `totals ${d.rollup} vs rows ${d.raw}`,
    })),
  };
}
