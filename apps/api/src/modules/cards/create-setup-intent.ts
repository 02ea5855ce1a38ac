import type { Context } from '../../graphql/context';
import type { ListenerRow } from '../listeners/listeners.repository';
import { ensureStripeCustomer } from '../customers/ensure-stripe-customer';

/** A SetupIntent for saving a card for later off-session charges; the browser confirms it. */
export async function createSetupIntent(ctx: Context, listener: ListenerRow): Promise<string> {
  const { customerId } = await ensureStripeCustomer(ctx, listener);
  const intent = await ctx.stripe.setupIntents.create({
    customer: customerId,
    usage: 'off_session',
    allowed_payment_method_types: ['card'],
    metadata: { listener_id: String(listener.id), project_id: listener.project_id },
  });
  if (!intent.client_secret) throw new Error('SetupIntent without client_secret');
  return intent.client_secret;
}
