import type Stripe from 'stripe';
import { cardOutcome } from '../charge.ts';
import { authenticationFailure, missingParam, unexpectedState } from '../http/errors.ts';
import { mergeMetadata, str, strArr, type Params } from '../http/form.ts';
import type { KeyKind, Route } from '../http/router.ts';
import { clientSecret, newId } from '../ids.ts';
import type { Sandbox } from '../sandbox.ts';
import { declineDetails, declineError } from '../cards.ts';
import { attachPaymentMethod } from './payment-methods.ts';
import { resourceRoutes } from './resource-routes.ts';
import { clientSecretRoutes, confirmingPaymentMethod, requireAction } from './intents.ts';

export function setupIntentRoutes(sb: Sandbox): Route[] {
  return [
    ...resourceRoutes(sb, '/v1/setup_intents', 'setupIntents', {
      create: (p) => createSetupIntent(sb, p),
      retrieve: false,
      filters: ['customer'],
    }),
    ...clientSecretRoutes(sb, '/v1/setup_intents', 'setupIntents', (si, p, keyKind) =>
      confirmSetupIntent(sb, si, p, keyKind),
    ),
    {
      method: 'POST',
      path: '/v1/setup_intents/:id/cancel',
      handler: (r) => {
        const si = sb.get('setupIntents', r.params.id ?? '');
        if (si.status === 'succeeded' || si.status === 'canceled') throw unexpectedState(si, 'cancel');
        si.status = 'canceled';
        si.next_action = null;
        si.cancellation_reason =
          (str(r.body, 'cancellation_reason') as Stripe.SetupIntent.CancellationReason) ?? null;
        sb.changed();
        sb.emit('setup_intent.canceled', si, undefined, customerOf(si));
        return si;
      },
    },
  ];
}

const customerOf = (si: Stripe.SetupIntent) => (typeof si.customer === 'string' ? si.customer : null);

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
  const customer = customerOf(si);
  const pmId = confirmingPaymentMethod(sb, si, p, keyKind, customer);
  if (!pmId) throw missingParam('payment_method');
  const pm = sb.get('paymentMethods', pmId, 'payment_method');
  si.payment_method = pm.id;
  si.last_setup_error = null;
  const outcome = cardOutcome(sb, pm.id, 'setup', false);
  if (outcome.kind === 'action') {
    requireAction(sb, si, customer);
    return si;
  }
  if (outcome.kind === 'decline') {
    const d = outcome.decline;
    // Unlike a failed challenge, a decline leaves next_action as it was.
    setupFailed(sb, si, { type: 'card_error', ...declineDetails(d), payment_method: pm });
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
  if (si.status !== 'requires_action') throw unexpectedState(si, 'authenticate');
  if (passed) {
    succeedSetup(sb, si);
    return;
  }
  const pm = typeof si.payment_method === 'string' ? sb.state.paymentMethods[si.payment_method] : undefined;
  si.next_action = null;
  setupFailed(sb, si, { ...authenticationFailure(si), ...(pm ? { payment_method: pm } : {}) });
}

function setupFailed(
  sb: Sandbox,
  si: Stripe.SetupIntent,
  error: Omit<Stripe.SetupIntent.LastSetupError, 'code'> & { code: string },
): void {
  si.status = 'requires_payment_method';
  si.last_setup_error = { ...error, code: error.code as Stripe.SetupIntent.LastSetupError.Code };
  sb.changed();
  sb.emit('setup_intent.setup_failed', si, undefined, customerOf(si));
}
