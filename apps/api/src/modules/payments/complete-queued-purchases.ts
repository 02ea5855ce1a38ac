import type Stripe from 'stripe';
import type { Services } from '../../services';
import { isDomainError } from '../../lib/domain-error';
import { logger } from '../../lib/logger';
import { newScope, runInScope } from '../../lib/request-scope';
import { settleQueuedRequest } from '../requests/requests.repository';
import { storedError } from '../requests/stored-error';
import { chargePointPurchase, isStripeRateLimited } from './charge-point-purchase';
import { cardAnswer } from './purchase-points-by-card';
import {
  claimQueuedPurchases,
  releaseQueuedPurchase,
  type PointPurchaseRow,
} from './point-purchases.repository';

/** How many queued purchases a pass takes at once, and how long it holds them. */
const BATCH = 50;
const HOLD_SECONDS = 60;

/**
 * Sends the queued card purchases (the account's Stripe rate was used up in the fans' requests):
 * the same call as the fan's request would have made, its parameters as first recorded
 * (stripe_sent_params) under the same idempotency key, so Stripe charges each once whoever sends it.
 * Each is a fan's tap, so its calls wait in the fans' line of the shared budget, oldest first, after
 * the taps being made now (whose requests have a deadline). The
 * fan's request row then answers the outcome (succeeded, 3-D Secure, declined) to the same call
 * again: the web app polls with the same key. Any instance runs it; claims keep them apart. Returns
 * what it did.
 */
export async function completeQueuedPurchases(services: Pick<Services, 'db' | 'stripe' | 'config'>) {
  const counts = { sent: 0, busy: 0, failed: 0 };
  const queued = await claimQueuedPurchases(services.db, BATCH, HOLD_SECONDS);
  await Promise.all(
    queued.map(async (purchase) => {
      const outcome = await sendQueued(services, purchase);
      counts[outcome]++;
    }),
  );
  return counts;
}

async function sendQueued(
  services: Pick<Services, 'db' | 'stripe'>,
  purchase: PointPurchaseRow,
): Promise<'sent' | 'busy' | 'failed'> {
  const key = `point-purchase-${purchase.id}`;
  const [recorded] = await services.db.query<{ params: Stripe.PaymentIntentCreateParams }>(
    'SELECT params FROM stripe_sent_params WHERE idempotency_key = $1',
    [key],
  );
  if (!recorded) return 'failed'; // never queued before its parameters were recorded (charge-point-purchase.ts)
  const scope = newScope(null, null);
  scope.stripePriority = 'queued';
  try {
    const intent = await runInScope(scope, () =>
      chargePointPurchase(services, purchase, recorded.params, true),
    );
    await answer(services, purchase, () => ({ state: 'succeeded', result: cardAnswer(intent) }));
    return 'sent';
  } catch (error) {
    if (error instanceof Error && error.name === 'PurchaseQueued') {
      await releaseQueuedPurchase(services.db, purchase.id);
      return 'busy';
    }
    if (isDomainError(error)) {
      await answer(services, purchase, () => ({ state: 'failed', error: storedError(error) }));
      return 'failed';
    }
    // Stripe or the database away: held until HOLD_SECONDS pass, then taken again.
    logger.warn(
      { purchaseId: purchase.id, err: String(error), rateLimited: isStripeRateLimited(error) },
      'queued purchase: not sent',
    );
    return 'busy';
  }
}

async function answer(
  services: Pick<Services, 'db'>,
  purchase: PointPurchaseRow,
  outcome: () => Parameters<typeof settleQueuedRequest>[2],
) {
  if (!purchase.request_id) return;
  let settled;
  try {
    settled = outcome();
  } catch (error) {
    if (!isDomainError(error)) throw error;
    settled = { state: 'failed' as const, error: storedError(error) };
  }
  await settleQueuedRequest(services.db, purchase.request_id, settled);
}

/** Every `intervalMs` on this instance (one pass at a time, the next as soon as one ends); returns a stop function. */
export function startQueuedPurchases(
  services: Pick<Services, 'db' | 'stripe' | 'config'>,
  intervalMs = 250,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    completeQueuedPurchases(services)
      .catch((error: unknown) => logger.warn({ err: String(error) }, 'queued purchases: pass failed'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
