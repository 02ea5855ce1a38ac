import type Stripe from 'stripe';
import { intentName, invalidRequest, unexpectedState } from '../http/errors.ts';
import { obj, str, type Params } from '../http/form.ts';
import { newId } from '../ids.ts';
import type { ApiRequest, KeyKind, Route } from '../http/router.ts';
import type { Sandbox } from '../sandbox.ts';
import type { State } from '../store.ts';
import { createPaymentMethod } from './payment-methods.ts';

// What PaymentIntents and SetupIntents share: the endpoints Stripe.js calls from the browser (with
// the publishable key, the intent's client_secret is the credential), how a confirm picks its
// PaymentMethod, and the 3-D Secure challenge.

type IntentTable = 'paymentIntents' | 'setupIntents';

/** With the publishable key, the intent's client_secret is the credential (as in Stripe.js). */
export function checkSecret<T extends { client_secret: string | null; object: string }>(
  intent: T,
  p: Params,
  keyKind: KeyKind,
): T {
  if (keyKind === 'publishable' && str(p, 'client_secret') !== intent.client_secret) {
    throw invalidRequest(
      `The client_secret provided does not match any associated ${intentName(intent)} on this account.`,
      'client_secret',
    );
  }
  return intent;
}

/** `GET path/:id` and `POST path/:id/confirm`, with either key. */
export function clientSecretRoutes<K extends IntentTable>(
  sb: Sandbox,
  path: string,
  table: K,
  confirm: (intent: NonNullable<State[K][string]>, p: Params, keyKind: KeyKind) => unknown,
): Route[] {
  const intent = (r: ApiRequest) => checkSecret(sb.get(table, r.params.id ?? ''), r.body, r.keyKind);
  return [
    { method: 'GET', path: `${path}/:id`, publishable: true, handler: intent },
    {
      method: 'POST',
      path: `${path}/:id/confirm`,
      publishable: true,
      handler: (r) => confirm(intent(r), r.body, r.keyKind),
    },
  ];
}

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/**
 * The PaymentMethod a confirm uses: one made from `payment_method_data`, else `payment_method`, else
 * the intent's own. Refused unless the intent waits for a payment method or for confirmation.
 */
export function confirmingPaymentMethod(
  sb: Sandbox,
  intent: Stripe.PaymentIntent | Stripe.SetupIntent,
  p: Params,
  keyKind: KeyKind,
  customer: string | null,
): string | undefined {
  if (!CONFIRMABLE.includes(intent.status)) throw unexpectedState(intent, 'confirm');
  const pmData = obj(p, 'payment_method_data');
  if (pmData) return createPaymentMethod(sb, pmData, keyKind, customer).id;
  return (
    str(p, 'payment_method') ??
    (typeof intent.payment_method === 'string' ? intent.payment_method : undefined)
  );
}

/** The intent waits for its 3-D Secure challenge, answered on the sandbox's /3ds page. */
export function requireAction(
  sb: Sandbox,
  intent: Stripe.PaymentIntent | Stripe.SetupIntent,
  customer: string | null,
): void {
  intent.status = 'requires_action';
  intent.next_action = {
    type: 'use_stripe_sdk',
    use_stripe_sdk: {
      type: 'three_d_secure_redirect',
      stripe_js: `${sb.baseUrl}/3ds/${intent.id}`,
      source: newId('src'),
    },
  };
  sb.changed();
  sb.emit(`${intent.object}.requires_action`, intent, undefined, customer);
}
