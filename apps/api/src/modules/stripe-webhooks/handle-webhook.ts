import type Stripe from 'stripe';
import type { Services } from '../../services';
import { alreadyProcessed, markProcessed } from '../../integrations/stripe/stripe-events.repository';
import { webhookHandlers } from './webhook-handlers';
import { logger } from '../../lib/logger';
import { webhookEvents } from '../../lib/metrics';
import { currentScope } from '../../lib/request-scope';
import { requestIdOfStripeRequest } from '../../integrations/stripe/observed-http-client';
import { isStripeMissingObject } from '../../integrations/stripe/stripe-errors';

/**
 * POST /webhooks/stripe: the signature is checked on the raw body; a processed event id is answered
 * 200 at once; a failure answers 500 so Stripe delivers again later — but not an event about an
 * object Stripe says does not exist (another account's or mode's, or deleted since): no delivery would
 * ever succeed, so it is acknowledged (200), recorded as processed and logged (outcome `missing`).
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
    webhookEvents.inc({ type: 'unknown', outcome: 'invalid_signature' });
    return new Response('invalid signature', { status: 400 });
  }
  // event.request.id is Stripe's id of the API call that caused the event: the same value our
  // "stripe call" log line records as stripeRequestId, next to the request id of our request.
  // https://docs.stripe.com/api/events/object#event_object-request
  const fields = {
    requestId: currentScope()?.requestId,
    eventId: event.id,
    type: event.type,
    stripeRequestId: event.request?.id ?? undefined,
    causedByRequestId: requestIdOfStripeRequest(event.request?.id),
  };
  const done = (outcome: string, status: number, text: string) => {
    webhookEvents.inc({ type: event.type, outcome });
    logger[status >= 500 ? 'error' : 'info']({ ...fields, outcome }, 'webhook');
    return new Response(text, { status });
  };
  try {
    if (await alreadyProcessed(services.db, event.id, event.type)) return done('duplicate', 200, 'duplicate');
    const handler = webhookHandlers[event.type];
    if (handler) await handler(services, event);
    await markProcessed(services.db, event.id);
    return done(handler ? 'processed' : 'ignored', 200, 'ok');
  } catch (error) {
    if (isStripeMissingObject(error)) {
      logger.warn(
        { ...fields, err: (error as Error).message },
        'webhook about an object Stripe does not have',
      );
      await markProcessed(services.db, event.id).catch(() => undefined);
      return done('missing', 200, 'ok');
    }
    logger.error({ ...fields, err: error }, 'webhook failed');
    return done('failed', 500, 'processing failed');
  }
}
