import type { Services } from '../../services';
import type { ListenerRow } from '../listeners/listeners.repository';
import { ensureStripeCustomer } from '../customers/ensure-stripe-customer';

/** A SetupIntent for saving a card for later off-session charges; the browser confirms it. */
export async function createSetupIntent(services: Services, listener: ListenerRow): Promise<string> {
  const { customerId } = await ensureStripeCustomer(services, listener);
  const intent = await services.stripe.setupIntents.create({
    customer: customerId,
    usage: 'off_session',
    allowed_payment_method_types: ['card'],
    metadata: { listener_id: String(listener.id), project_id: listener.project_id },
  });
  if (!intent.client_secret) throw new Error('SetupIntent without client_secret');
  return intent.client_secret;
}
