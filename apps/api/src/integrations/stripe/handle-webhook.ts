import type Stripe from 'stripe';
import type { Services } from '../../graphql/context';
import { alreadyProcessed, markProcessed } from './stripe-events.repository';
import { webhookHandlers } from './webhook-handlers';

/**
 * POST /webhooks/stripe: the signature is checked on the raw body; a processed event id is answered
 * 200 at once; a failure answers 500 so Stripe delivers again later.
 */
export async function handleWebhook(services: Services, request: Request): Promise<Response> {
  const body = await request.text();
  let event: Stripe.Event;
  try {
    event = services.stripe.webhooks.constructEvent(
      body,
      request.headers.get('stripe-signature') ?? '',
      services.config.STRIPE_WEBHOOK_SECRET,
    );
  } catch {
    return new Response('invalid signature', { status: 400 });
  }
  try {
    if (await alreadyProcessed(services.db, event.id, event.type))
      return new Response('duplicate', { status: 200 });
    const handler = webhookHandlers[event.type];
    if (handler) await handler(services, event);
    await markProcessed(services.db, event.id);
    return new Response('ok', { status: 200 });
  } catch (error) {
    console.error(`[webhook] ${event.type} ${event.id} failed`, error);
    return new Response('processing failed', { status: 500 });
  }
}
