import Stripe from 'stripe';
import { freePort } from './api-process';
import type { Harness } from './harness';

/** Runs `act` while the API's Stripe client points at a port nobody listens on (no retries). */
export async function whileStripeDown<T>(h: Harness, act: () => Promise<T>): Promise<T> {
  const stripe = h.services.stripe;
  h.services.stripe = new Stripe('sk_test_api_tests', {
    host: '127.0.0.1',
    port: await freePort(),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  try {
    return await act();
  } finally {
    h.services.stripe = stripe;
  }
}

/** The state of the fan's purchase tap (its operation request): `retryable` once an outage failed it. */
export async function purchaseTapState(h: Harness, listenerId: number) {
  const [request] = await h.db.query<{ state: string }>(
    `SELECT state FROM operation_requests WHERE listener_id = $1 AND operation LIKE 'managePaymentV2:%'`,
    [listenerId],
  );
  return request!.state;
}

/** How many of the Stripe customer's PaymentIntents succeeded: the charges the fan sees. */
export const succeededCharges = async (h: Harness, customer: string) =>
  (await h.services.stripe.paymentIntents.list({ customer })).data.filter((i) => i.status === 'succeeded')
    .length;
