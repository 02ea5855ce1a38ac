import { randomUUID } from 'node:crypto';
import type { Services } from '../../services';
import { acquireLease, releaseLease } from './job-leases.repository';
import { reconcileCardRegistrations } from './reconcile-card-registrations';
import { reconcileMemberships } from './reconcile-memberships';
import { reconcilePointPurchases } from './reconcile-point-purchases';
import { reconcilerResults } from '../../lib/metrics';
import { oneAtATime } from '../../lib/one-at-a-time';

const JOB = 'reconciler';
const owner = `${process.pid}-${randomUUID()}`;

/**
 * One pass of the reconciler, on whichever API instance holds the lease (others skip the pass).
 * null when another instance holds it.
 */
export const runReconciler = oneAtATime(runPass);

// One pass at a time in this process as well: the lease belongs to the process (the start-up pass
// and an /admin/reconcile pass both hold it), so two passes could otherwise interleave on the same
// rows, one answering before the other had converged them, and the first to end would release the
// lease while the second still ran.
async function runPass(services: Pick<Services, 'db' | 'stripe' | 'config'>) {
  // Renewed between the batches, so an owner that dies blocks the others one lease at most.
  const lease = () => acquireLease(services.db, JOB, owner, services.config.RECONCILE_LEASE_SECONDS);
  if (!(await lease())) return null;
  try {
    const purchases = await reconcilePointPurchases(services);
    await lease();
    const memberships = await reconcileMemberships(services);
    await lease();
    const cards = await reconcileCardRegistrations(services);
    return { purchases, memberships, cards };
  } finally {
    await releaseLease(services.db, JOB, owner).catch(() => undefined);
  }
}

/** At start-up and then every RECONCILE_INTERVAL_SECONDS; returns a stop function. */
export function startReconciler(services: Pick<Services, 'db' | 'stripe' | 'config'>): () => void {
  let running: Promise<unknown> | null = null;
  const pass = () => {
    running ??= runReconciler(services)
      .then((result) => {
        countResults(result);
        if (result && (result.purchases.checked || result.memberships.checked || result.cards.checked))
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
