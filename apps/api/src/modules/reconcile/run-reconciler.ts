import { randomUUID } from 'node:crypto';
import type { Services } from '../../services';
import { acquireLease, releaseLease } from './job-leases.repository';
import { recordRun } from './reconcile-runs.repository';
import { purchasesJob } from '../payments/reconcile-point-purchases';
import { membershipsJob } from '../memberships/jobs/reconcile-memberships';
import { cardRegistrationsJob } from '../saved-card/reconcile-card-registrations';
import { lapsedRenewalsJob } from '../memberships/jobs/end-lapsed-renewals';
import { konbiniRemindersJob } from '../payments/remind-konbini-purchases';
import { membershipRemindersJob } from '../memberships/jobs/remind-konbini-members';
import { accountDeletionsJob } from '../account-deletion/resume-account-deletions';
import { reconcilerResults } from '../../lib/metrics';
import { oneAtATime } from '../../lib/one-at-a-time';

const JOB = 'reconciler';
const owner = `${process.pid}-${randomUUID()}`;

/**
 * One pass of the reconciler, on whichever API instance holds the lease (others skip the pass).
 * null when another instance holds it.
 */
export const runReconciler = oneAtATime(runPass);

type ReconcileServices = Pick<Services, 'db' | 'stripe' | 'config' | 'now' | 'identity'>;

/**
 * A job of the pass, owned by the module whose records it converges: its name in the pass's
 * result, and its run, which returns its counts (checked, settled, ...).
 */
interface ReconcileJob {
  readonly name: string;
  readonly run: (services: ReconcileServices) => Promise<Record<string, number>>;
}

/** What a pass runs, in order. */
const JOBS = [
  purchasesJob,
  membershipsJob,
  cardRegistrationsJob,
  lapsedRenewalsJob,
  konbiniRemindersJob,
  membershipRemindersJob,
  accountDeletionsJob,
] as const satisfies readonly ReconcileJob[];

type Job = (typeof JOBS)[number];
type PassResult = { [J in Job as J['name']]: Awaited<ReturnType<J['run']>> };

// One pass at a time in this process as well: the lease belongs to the process (the start-up pass
// and an /admin/reconcile pass both hold it), so two passes could otherwise interleave on the same
// rows, one answering before the other had converged them, and the first to end would release the
// lease while the second still ran.
async function runPass(services: ReconcileServices): Promise<PassResult | null> {
  // Renewed between the jobs, so an owner that dies blocks the others one lease at most.
  const lease = () => acquireLease(services.db, JOB, owner, services.config.RECONCILE_LEASE_SECONDS);
  if (!(await lease())) return null;
  try {
    const result: Partial<Record<string, Record<string, number>>> = {};
    for (const job of JOBS) {
      if (Object.keys(result).length > 0) await lease();
      result[job.name] = await job.run(services);
    }
    await noteRun(services, { outcome: 'ok', counts: result });
    return result as PassResult;
  } catch (error) {
    await noteRun(services, { outcome: 'failed', error: String(error) });
    throw error;
  } finally {
    await releaseLease(services.db, JOB, owner).catch(() => undefined);
  }
}

/** The pass's outcome for the operators' dashboard; a failure to note it never fails the pass. */
function noteRun(
  services: ReconcileServices,
  run: { outcome: 'ok' | 'failed'; counts?: unknown; error?: string },
): Promise<void> {
  return recordRun(services.db, { kind: 'pass', at: services.now(), ...run }).catch(() => undefined);
}

/** At start-up and then every RECONCILE_INTERVAL_SECONDS; returns a stop function. */
export function startReconciler(services: ReconcileServices): () => void {
  let running: Promise<unknown> | null = null;
  const pass = () => {
    running ??= runReconciler(services)
      .then((result) => {
        countResults(result);
        if (result && Object.values(result).some((counts) => counts.checked > 0))
          console.log(`[reconciler] ${JSON.stringify(result)}`);
      })
      .catch((error: unknown) => {
        reconcilerResults.inc({ job: 'pass', result: 'failed' });
        console.warn(`[reconciler] pass failed: ${String(error)}`);
      })
      .finally(() => (running = null));
  };
  pass();
  const seconds = services.config.RECONCILE_INTERVAL_SECONDS;
  const timer = seconds > 0 ? setInterval(pass, seconds * 1000) : null;
  timer?.unref();
  return () => {
    if (timer) clearInterval(timer);
  };
}

/** Each numeric field of a pass's result (checked, settled, ...) per job, as counters. */
function countResults(result: Awaited<ReturnType<typeof runReconciler>>) {
  if (!result) return reconcilerResults.inc({ job: 'pass', result: 'skipped' });
  reconcilerResults.inc({ job: 'pass', result: 'ran' });
  for (const [job, counts] of Object.entries(result))
    for (const [key, n] of Object.entries(counts as Record<string, unknown>))
      if (typeof n === 'number' && n > 0) reconcilerResults.inc({ job, result: key }, n);
}
