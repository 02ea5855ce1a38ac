import Stripe from 'stripe';
import { inject } from 'vitest';

/**
 * What Stripe.js does in the browser, through the sandbox with the publishable key: the card number
 * goes from "the browser" to Stripe, never through our API.
 */
export function browserStripe() {
  return new Stripe('pk_test_api_tests', {
    host: '127.0.0.1',
    port: inject('stripeSandboxPort'),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

export async function createCard(number: string, name = 'Taro Yamada') {
  return browserStripe().paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: 2034, cvc: '123' },
    billing_details: { name, email: 'taro@example.com' },
  });
}

/** Confirms a SetupIntent from its client secret with a new card, as confirmCardSetup does. */
export async function confirmSetup(clientSecret: string, number: string, name?: string) {
  const card = await createCard(number, name);
  const id = clientSecret.split('_secret_')[0]!;
  const params = { payment_method: card.id, client_secret: clientSecret } as Stripe.SetupIntentConfirmParams;
  return browserStripe().setupIntents.confirm(id, params);
}
