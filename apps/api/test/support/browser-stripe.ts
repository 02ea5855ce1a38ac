import Stripe from 'stripe';
import { inject } from 'vitest';

let privatePort: number | null = null;
/** A test file that moves the sandbox's clock uses its own sandbox, so other files keep their time. */
export function usePrivateSandbox(port: number | null) {
  privatePort = port;
}
export const sandboxPort = () => privatePort ?? inject('stripeSandboxPort');

/**
 * What Stripe.js does in the browser, through the sandbox with the publishable key: the card number
 * goes from "the browser" to Stripe, never through our API.
 */
export function browserStripe(port = sandboxPort()) {
  return new Stripe('pk_test_api_tests', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/** `expYear`: a test that moves the sandbox's clock years on keeps its cards unexpired. */
export async function createCard(number: string, name = 'Taro Yamada', expYear = 2034) {
  return browserStripe().paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: expYear, cvc: '123' },
    billing_details: { name, email: 'taro@example.com' },
  });
}

/** Confirms a SetupIntent from its client secret with a new card, as confirmCardSetup does. */
export async function confirmSetup(clientSecret: string, number: string, name?: string, expYear?: number) {
  const card = await createCard(number, name, expYear);
  const id = clientSecret.split('_secret_')[0]!;
  const params = { payment_method: card.id, client_secret: clientSecret } as Stripe.SetupIntentConfirmParams;
  return browserStripe().setupIntents.confirm(id, params);
}

/** The sandbox's pages that a fan's browser would press: the 3-D Secure challenge and the voucher. */
export async function pressSandboxButton(path: string) {
  const response = await fetch(`http://127.0.0.1:${sandboxPort()}${path}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** A card attached to the customer server-side (no setup challenge), then made the saved card. */
export async function saveCardWithoutChallenge(
  stripe: Stripe,
  gql: (q: string, v: Record<string, unknown>, o: { token: string }) => Promise<{ errors?: unknown }>,
  token: string,
  customerId: string,
  number: string,
) {
  const card = await createCard(number);
  await stripe.paymentMethods.attach(card.id, { customer: customerId });
  const result = await gql(
    'mutation($id: String!) { updatePaymentMethod(paymentMethodId: $id) { last4 } }',
    { id: card.id },
    { token },
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return card.id;
}
