import type { Services } from '../../services';
import { isDomainError } from '../../lib/domain-error';
import { updatePaymentMethod } from './update-payment-method';
import { findListenerById } from '../listeners/listeners.repository';
import { abandonedRequests, claimRequest, finishRequest } from '../requests/requests.repository';
import { storedError } from '../requests/stored-error';

/**
 * The reconciler's `cards` job: a card registration whose request died between Stripe and our
 * database (the customer's default changed, our saved card or the detaching of the old card not
 * yet) is finished here: registering the same card again is idempotent, so the end state is one
 * saved card, the customer's default.
 */
export const cardRegistrationsJob = { name: 'cards', run: reconcileCardRegistrations } as const;

async function reconcileCardRegistrations(services: Pick<Services, 'db' | 'stripe' | 'config'>) {
  const counts = { checked: 0, finished: 0 };
  for (const request of await abandonedRequests(services.db, 'updatePaymentMethod')) {
    counts.checked++;
    if (!(await claimRequest(services.db, request.id, services.config.REQUEST_LEASE_SECONDS))) continue;
    if (request.superseded) {
      // A newer card was registered since: finishing this one would replace it with an older card.
      await finishRequest(services.db, request.id, {
        state: 'failed',
        error: { message: 'superseded by a later card registration', extensions: { code: 'CONFLICT' } },
      });
      continue;
    }
    const listener = await findListenerById(services.db, request.listener_id);
    try {
      const card = await updatePaymentMethod(services, listener!, String(request.args));
      await finishRequest(services.db, request.id, { state: 'succeeded', result: card });
      counts.finished++;
    } catch (error) {
      // A refusal the fan would have seen (not their card, a brand we do not take) is final.
      if (isDomainError(error))
        await finishRequest(services.db, request.id, { state: 'failed', error: storedError(error) });
      else await finishRequest(services.db, request.id, { state: 'retryable' });
    }
  }
  return counts;
}
