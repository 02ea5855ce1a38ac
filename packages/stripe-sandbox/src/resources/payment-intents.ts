import type Stripe from 'stripe';
import { cardOutcome } from '../charge.ts';
import { invalidRequest, missingParam, unexpectedState } from '../http/errors.ts';
import { bool, int, mergeMetadata, obj, str, strArr, type Params } from '../http/form.ts';
import type { KeyKind, Route } from '../http/router.ts';
import { clientSecret, newId } from '../ids.ts';
import type { Sandbox } from '../sandbox.ts';
import { unusablePaymentMethod } from '../payment-method-use.ts';
import { checkKonbiniOptions, konbiniAmountError } from '../konbini-limits.ts';
import { showKonbiniVoucher } from './konbini-vouchers.ts';
import { applyCardOutcome } from './payment-outcomes.ts';
import { resourceRoutes } from './resource-routes.ts';
import { clientSecretRoutes, confirmingPaymentMethod } from './intents.ts';

export function paymentIntentRoutes(sb: Sandbox): Route[] {
  return [
    ...resourceRoutes(sb, '/v1/payment_intents', 'paymentIntents', {
      create: (p) => createPaymentIntent(sb, p),
      retrieve: false,
      update: (id, p) => updatePaymentIntent(sb, id, p),
      filters: ['customer'],
    }),
    ...clientSecretRoutes(sb, '/v1/payment_intents', 'paymentIntents', (pi, p, keyKind) =>
      confirmPaymentIntent(sb, pi, p, keyKind),
    ),
    {
      method: 'POST',
      path: '/v1/payment_intents/:id/cancel',
      handler: (r) => cancelPaymentIntent(sb, r.params.id ?? '', r.body),
    },
  ];
}

function paymentMethodOptions(
  types: string[],
  p: Params | undefined,
): Stripe.PaymentIntent.PaymentMethodOptions {
  const out: Stripe.PaymentIntent.PaymentMethodOptions = {};
  if (types.includes('card')) {
    out.card = {
      installments: null,
      mandate_options: null,
      network: null,
      request_three_d_secure: 'automatic',
    };
  }
  if (types.includes('konbini')) {
    const k = obj(p, 'konbini');
    out.konbini = {
      confirmation_number: null,
      expires_after_days: int(k, 'expires_after_days') ?? null,
      expires_at: int(k, 'expires_at') ?? null,
      product_description: str(k, 'product_description') ?? null,
    };
  }
  return out;
}

/** `payment_method_options[konbini]` given on update or confirm replaces the intent's konbini options. */
function applyKonbiniOptions(pi: Stripe.PaymentIntent, options: Params): void {
  if (!obj(options, 'konbini') || !pi.payment_method_types.includes('konbini')) return;
  pi.payment_method_options = {
    ...pi.payment_method_options,
    konbini: paymentMethodOptions(['konbini'], options).konbini,
  };
}

export interface NewPaymentIntent {
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod?: string | null;
  types: string[];
  options?: Params;
  setupFutureUsage?: Stripe.PaymentIntent.SetupFutureUsage | null;
  description?: string | null;
  metadata?: Record<string, string>;
  receiptEmail?: string | null;
  invoice?: string;
  /** The caller gave an explicit list (echoed as allowed_payment_method_types). */
  allowed?: boolean;
}

export function buildPaymentIntent(sb: Sandbox, n: NewPaymentIntent): Stripe.PaymentIntent {
  const id = newId('pi');
  const pi: Stripe.PaymentIntent = {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: n.allowed
      ? (n.types as Stripe.PaymentIntent.AllowedPaymentMethodType[])
      : null,
    amount: n.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: clientSecret(id),
    confirmation_method: 'automatic',
    created: sb.now(n.customer),
    currency: n.currency,
    customer: n.customer,
    customer_account: null,
    description: n.description ?? null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: n.metadata ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: n.paymentMethod ?? null,
    payment_method_configuration_details: null,
    payment_method_options: paymentMethodOptions(n.types, n.options),
    payment_method_types: n.types,
    payment_record: null,
    processing: null,
    receipt_email: n.receiptEmail ?? null,
    review: null,
    setup_future_usage: n.setupFutureUsage ?? null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: n.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
  sb.state.paymentIntents[id] = pi;
  sb.state.piExtra[id] = n.invoice ? { invoice: n.invoice } : {};
  sb.emit('payment_intent.created', pi, undefined, n.customer);
  return pi;
}

function createPaymentIntent(sb: Sandbox, p: Params): Stripe.PaymentIntent {
  const amount = int(p, 'amount');
  if (amount === undefined) throw missingParam('amount');
  if (Number.isNaN(amount) || amount < 50) {
    throw invalidRequest('Amount must be at least ¥50 jpy', 'amount', 'amount_too_small');
  }
  const currency = str(p, 'currency');
  if (!currency) throw missingParam('currency');
  const customer = str(p, 'customer') ?? null;
  if (customer) sb.get('customers', customer, 'customer');
  const pmId = str(p, 'payment_method');
  if (pmId) {
    const unusable = unusablePaymentMethod(sb, sb.get('paymentMethods', pmId, 'payment_method'), customer);
    if (unusable) throw unusable;
  }
  // API 2026-10 (stripe v23) names the parameter allowed_payment_method_types; older SDKs send payment_method_types.
  const allowed = strArr(p, 'allowed_payment_method_types');
  const types = allowed.length ? allowed : strArr(p, 'payment_method_types');
  const sfu = str(p, 'setup_future_usage') as Stripe.PaymentIntent.SetupFutureUsage | undefined;
  checkKonbiniOptions(obj(p, 'payment_method_options'));
  // Konbini's amount limits (src/konbini-limits.ts): known now when konbini is the only type.
  if (types.length === 1 && types[0] === 'konbini') {
    const error = konbiniAmountError(amount);
    if (error) throw error;
  }
  const pi = buildPaymentIntent(sb, {
    amount,
    currency: currency.toLowerCase(),
    customer,
    paymentMethod: pmId ?? null,
    types: types.length ? types : ['card'],
    allowed: types.length > 0,
    options: obj(p, 'payment_method_options'),
    setupFutureUsage: sfu ?? null,
    description: str(p, 'description') ?? null,
    metadata: mergeMetadata({}, p),
    receiptEmail: str(p, 'receipt_email') ?? null,
  });
  if (bool(p, 'confirm')) return confirmPaymentIntent(sb, pi, p, 'secret');
  return pi;
}

function updatePaymentIntent(sb: Sandbox, id: string, p: Params): Stripe.PaymentIntent {
  const pi = sb.get('paymentIntents', id);
  if (['succeeded', 'canceled', 'processing'].includes(pi.status)) {
    throw invalidRequest(
      `You cannot update this PaymentIntent because it has a status of ${pi.status}.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  const amount = int(p, 'amount');
  const konbiniOnly = pi.payment_method_types.length === 1 && pi.payment_method_types[0] === 'konbini';
  const amountError = amount !== undefined && konbiniOnly ? konbiniAmountError(amount) : null;
  if (amountError) throw amountError;
  const options = obj(p, 'payment_method_options');
  checkKonbiniOptions(options);
  if (amount !== undefined) pi.amount = amount;
  if (options) applyKonbiniOptions(pi, options);
  if ('description' in p) pi.description = str(p, 'description') ?? null;
  if ('receipt_email' in p) pi.receipt_email = str(p, 'receipt_email') ?? null;
  const pm = str(p, 'payment_method');
  if (pm) {
    const customer = typeof pi.customer === 'string' ? pi.customer : null;
    const unusable = unusablePaymentMethod(sb, sb.get('paymentMethods', pm, 'payment_method'), customer);
    if (unusable) throw unusable;
    pi.payment_method = pm;
    pi.status = 'requires_confirmation';
  }
  pi.metadata = mergeMetadata(pi.metadata, p);
  sb.changed();
  return pi;
}

export function confirmPaymentIntent(
  sb: Sandbox,
  pi: Stripe.PaymentIntent,
  p: Params,
  keyKind: KeyKind,
): Stripe.PaymentIntent {
  const customer = typeof pi.customer === 'string' ? pi.customer : null;
  const pmId = confirmingPaymentMethod(sb, pi, p, keyKind, customer);
  if (!pmId) {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent, you must provide a payment method or update the PaymentIntent with a payment method.",
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  const pm = sb.get('paymentMethods', pmId, 'payment_method');
  if (!pi.payment_method_types.includes(pm.type)) {
    throw invalidRequest(
      `The PaymentMethod provided (${pm.type}) is not allowed for this PaymentIntent. Please attach a PaymentMethod of one of the following types: ${pi.payment_method_types.join(', ')}.`,
      'payment_method',
      'payment_intent_incompatible_payment_method',
    );
  }
  const unusable = unusablePaymentMethod(sb, pm, customer);
  if (unusable) throw unusable;
  const options = obj(p, 'payment_method_options');
  checkKonbiniOptions(options);
  const amountError = pm.type === 'konbini' ? konbiniAmountError(pi.amount) : null;
  if (amountError) throw amountError;
  if (options) applyKonbiniOptions(pi, options);
  const sfu = str(p, 'setup_future_usage');
  if (sfu) pi.setup_future_usage = sfu as Stripe.PaymentIntent.SetupFutureUsage;
  if ('receipt_email' in p) pi.receipt_email = str(p, 'receipt_email') ?? null;
  pi.payment_method = pm.id;
  pi.last_payment_error = null;
  sb.state.piExtra[pi.id] = { ...sb.state.piExtra[pi.id], authenticated: false };

  if (pm.type === 'konbini') return showKonbiniVoucher(sb, pi, pm);

  const offSession = bool(p, 'off_session') === true || str(p, 'off_session') === 'recurring';
  const outcome = cardOutcome(sb, pm.id, offSession ? 'off_session' : 'on_session', false);
  return applyCardOutcome(sb, pi, outcome);
}

export function cancelPaymentIntent(sb: Sandbox, id: string, p: Params): Stripe.PaymentIntent {
  const pi = sb.get('paymentIntents', id);
  if (['succeeded', 'canceled', 'processing'].includes(pi.status)) throw unexpectedState(pi, 'cancel');
  if (sb.state.piExtra[pi.id]?.invoice && p.__internal !== 'true') {
    throw invalidRequest(
      'You cannot cancel this PaymentIntent because it was created by an invoice.',
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  pi.status = 'canceled';
  pi.next_action = null;
  pi.canceled_at = sb.now(typeof pi.customer === 'string' ? pi.customer : null);
  pi.cancellation_reason =
    (str(p, 'cancellation_reason') as Stripe.PaymentIntent.CancellationReason | undefined) ?? null;
  sb.changed();
  sb.emit('payment_intent.canceled', pi, undefined, typeof pi.customer === 'string' ? pi.customer : null);
  return pi;
}
