import type { Queryable } from '../../db/db';

export type RunKind = 'pass' | 'report';
export type RunOutcome = 'ok' | 'mismatches' | 'failed';

export interface ReconcileRunRow {
  kind: RunKind;
  finished_at: Date;
  outcome: RunOutcome;
  mismatches: number;
  counts: Record<string, unknown>;
  error: string | null;
}

/**
 * Keeps the latest reconciler pass or reconciliation report (migration 0033), for the operators'
 * dashboard. One row per kind, replaced by the next run.
 */
export async function recordRun(
  db: Queryable,
  run: {
    kind: RunKind;
    at: Date;
    outcome: RunOutcome;
    mismatches?: number;
    counts?: unknown;
    error?: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO reconcile_runs (kind, finished_at, outcome, mismatches, counts, error)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (kind) DO UPDATE SET finished_at = EXCLUDED.finished_at, outcome = EXCLUDED.outcome,
       mismatches = EXCLUDED.mismatches, counts = EXCLUDED.counts, error = EXCLUDED.error`,
    [
      run.kind,
      run.at.toISOString(),
      run.outcome,
      run.mismatches ?? 0,
      JSON.stringify(run.counts ?? {}),
      run.error?.slice(0, 500) ?? null,
    ],
  );
}

export function listRuns(db: Queryable): Promise<ReconcileRunRow[]> {
  return db.query<ReconcileRunRow>(
    'SELECT kind, finished_at, outcome, mismatches, counts, error FROM reconcile_runs ORDER BY kind',
  );
}
