import type Stripe from 'stripe';
import { cardOutcome } from '../charge.ts';
import { invalidRequest, missingParam } from '../http/errors.ts';
import { mergeMetadata, obj, str, strArr, type Params } from '../http/form.ts';
import { listResponse } from '../http/list.ts';
import type { KeyKind, Route } from '../http/router.ts';
import { clientSecret, newId } from '../ids.ts';
import type { Sandbox } from '../sandbox.ts';
import { newestFirst } from '../store.ts';
import { declineError } from '../cards.ts';
import { checkSecret } from './payment-intents.ts';
import { attachPaymentMethod, createPaymentMethod } from './payment-methods.ts';

export function setupIntentRoutes(sb: Sandbox): Route[] {
  return [
    { method: 'POST', path: '/v1/setup_intents', handler: (r) => createSetupIntent(sb, r.body) },
    {
      method: 'GET',
      path: '/v1/setup_intents/:id',
      publishable: true,
      handler: (r) => checkSecret(sb.get('setupIntents', r.params.id ?? ''), r.body, r.keyKind),
    },
    {
      method: 'POST',
      path: '/v1/setup_intents/:id/confirm',
      publishable: true,
      handler: (r) => {
        const si = checkSecret(sb.get('setupIntents', r.params.id ?? ''), r.body, r.keyKind);
        return confirmSetupIntent(sb, si, r.body, r.keyKind);
      },
    },
    {
      method: 'POST',
      path: '/v1/setup_intents/:id/cancel',
      handler: (r) => {
        const si = sb.get('setupIntents', r.params.id ?? '');
        if (si.status === 'succeeded' || si.status === 'canceled') throw unexpected(si, 'cancel');
        si.status = 'canceled';
        si.next_action = null;
        si.cancellation_reason =
          (str(r.body, 'cancellation_reason') as Stripe.SetupIntent.CancellationReason) ?? null;
        sb.changed();
        sb.emit('setup_intent.canceled', si, undefined, customerOf(si));
        return si;
      },
    },
    {
      method: 'GET',
      path: '/v1/setup_intents',
      handler: (r) => {
        const customer = str(r.body, 'customer');
        const all = Object.values(sb.state.setupIntents).filter((x) => !customer || x.customer === customer);
        return listResponse(newestFirst(all), '/v1/setup_intents', r.body);
      },
    },
  ];
}

const customerOf = (si: Stripe.SetupIntent) => (typeof si.customer === 'string' ? si.customer : null);

function unexpected(si: Stripe.SetupIntent, verb: string) {
  const e = invalidRequest(
    `You cannot ${verb} this SetupIntent because it has a status of ${si.status}.`,
    undefined,
    'setup_intent_unexpected_state',
  );
  e.body.setup_intent = si;
  return e;
}

export function buildSetupIntent(sb: Sandbox, customer: string | null, p: Params = {}): Stripe.SetupIntent {
  const id = newId('seti');
  const allowed = strArr(p, 'allowed_payment_method_types');
  const types = allowed.length ? allowed : strArr(p, 'payment_method_types');
  const pm = str(p, 'payment_method') ?? null;
  const si: Stripe.SetupIntent = {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: types.length
      ? (types as Stripe.SetupIntent.AllowedPaymentMethodType[])
      : null,
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: clientSecret(id),
    created: sb.now(customer),
    customer,
    customer_account: null,
    description: str(p, 'description') ?? null,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: mergeMetadata({}, p),
    next_action: null,
    on_behalf_of: null,
    payment_method: pm,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: types.length ? types : ['card'],
    single_use_mandate: null,
    status: pm ? 'requires_confirmation' : 'requires_payment_method',
    usage: str(p, 'usage') ?? 'off_session',
  };
  sb.state.setupIntents[id] = si;
  sb.emit('setup_intent.created', si, undefined, customer);
  return si;
}

function createSetupIntent(sb: Sandbox, p: Params): Stripe.SetupIntent {
  const customer = str(p, 'customer') ?? null;
  if (customer) sb.get('customers', customer, 'customer');
  const si = buildSetupIntent(sb, customer, p);
  if (str(p, 'confirm') === 'true') return confirmSetupIntent(sb, si, p, 'secret');
  return si;
}

export function confirmSetupIntent(
  sb: Sandbox,
  si: Stripe.SetupIntent,
  p: Params,
  keyKind: KeyKind,
): Stripe.SetupIntent {
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(si.status)) {
    throw unexpected(si, 'confirm');
  }
  const customer = customerOf(si);
  const pmData = obj(p, 'payment_method_data');
  let pmId = str(p, 'payment_method');
  if (pmData) pmId = createPaymentMethod(sb, pmData, keyKind, customer).id;
  pmId ??= typeof si.payment_method === 'string' ? si.payment_method : undefined;
  if (!pmId) throw missingParam('payment_method');
  const pm = sb.get('paymentMethods', pmId, 'payment_method');
  si.payment_method = pm.id;
  si.last_setup_error = null;
  const outcome = cardOutcome(sb, pm.id, 'setup', false);
  if (outcome.kind === 'action') {
    si.status = 'requires_action';
    si.next_action = {
      type: 'use_stripe_sdk',
      use_stripe_sdk: {
        type: 'three_d_secure_redirect',
        stripe_js: `${sb.baseUrl}/3ds/${si.id}`,
        source: newId('src'),
      },
    };
    sb.changed();
    sb.emit('setup_intent.requires_action', si, undefined, customer);
    return si;
  }
  if (outcome.kind === 'decline') {
    const d = outcome.decline;
    si.status = 'requires_payment_method';
    si.last_setup_error = {
      type: 'card_error',
      code: d.code as Stripe.SetupIntent.LastSetupError.Code,
      ...(d.decline_code ? { decline_code: d.decline_code } : {}),
      doc_url: `https://docs.stripe.com/error-codes/${d.code.replace(/_/g, '-')}`,
      message: d.message,
      ...(d.param ? { param: d.param } : {}),
      payment_method: pm,
    };
    sb.changed();
    sb.emit('setup_intent.setup_failed', si, undefined, customer);
    throw declineError(d, { setup_intent: si, payment_method: pm });
  }
  return succeedSetup(sb, si);
}

function succeedSetup(sb: Sandbox, si: Stripe.SetupIntent): Stripe.SetupIntent {
  const customer = customerOf(si);
  const pmId = typeof si.payment_method === 'string' ? si.payment_method : '';
  const behaviour = sb.state.cards[pmId];
  if (behaviour) behaviour.setUp = true;
  si.status = 'succeeded';
  si.next_action = null;
  if (customer && sb.state.paymentMethods[pmId]?.customer !== customer)
    attachPaymentMethod(sb, pmId, customer);
  sb.changed();
  sb.emit('setup_intent.succeeded', si, undefined, customer);
  return si;
}

/** Called by the 3-D Secure page. */
export function finishSetupIntentChallenge(sb: Sandbox, si: Stripe.SetupIntent, passed: boolean): void {
  if (si.status !== 'requires_action') throw unexpected(si, 'authenticate');
  if (passed) {
    succeedSetup(sb, si);
    return;
  }
  const pm = typeof si.payment_method === 'string' ? sb.state.paymentMethods[si.payment_method] : undefined;
  si.status = 'requires_payment_method';
  si.next_action = null;
  si.last_setup_error = {
    type: 'invalid_request_error',
    code: 'setup_intent_authentication_failure',
    doc_url: 'https://docs.stripe.com/error-codes/setup-intent-authentication-failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    ...(pm ? { payment_method: pm } : {}),
  };
  sb.changed();
  sb.emit('setup_intent.setup_failed', si, undefined, customerOf(si));
}
