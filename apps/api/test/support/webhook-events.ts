import { signPayload } from '@fan/stripe-sandbox';
import type { Harness } from './harness';

/** A Stripe event's JSON as its webhook sends it, naming `object` (the API re-reads the object). */
export const stripeEvent = (id: string, type: string, object: Record<string, unknown>) =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    api_version: null,
    pending_webhooks: 1,
    request: null,
  });

/** The Stripe-Signature of `body` under `secret` (the API's webhook secret unless told otherwise), now. */
export const signatureOf = (h: Harness, body: string, secret = h.services.config.STRIPE_WEBHOOK_SECRET) =>
  signPayload(body, secret, Math.floor(Date.now() / 1000));

/** A webhook delivery to the API, as Stripe posts it: signed with the API's secret unless told otherwise. */
export const postWebhook = (h: Harness, body: string, signature = signatureOf(h, body)) =>
  h.app.fetch('http://api.test/webhooks/stripe', {
    method: 'POST',
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    body,
  });
