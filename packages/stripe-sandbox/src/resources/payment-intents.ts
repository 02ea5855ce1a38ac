import type Stripe from 'stripe';
import { cardOutcome, type Outcome } from '../charge.ts';
import { endOfJapanDay } from '../clock.ts';
import { invalidRequest, missingParam, type StripeApiError } from '../http/errors.ts';
import { bool, int, mergeMetadata, obj, str, strArr, type Params } from '../http/form.ts';
import { listResponse } from '../http/list.ts';
import type { KeyKind, Route } from '../http/router.ts';
import { clientSecret, digits, newId } from '../ids.ts';
import { sendMail } from '../inbox.ts';
import type { Sandbox } from '../sandbox.ts';
import { newestFirst } from '../store.ts';
import { onInvoicePaymentFailed, onInvoicePaymentSucceeded, onInvoiceActionRequired } from '../billing.ts';
import { declineError } from '../cards.ts';
import { createPaymentMethod } from './payment-methods.ts';
import { unusablePaymentMethod } from '../payment-method-use.ts';
import { recordCharge } from './refunds.ts';
import { KONBINI_TEST_DELAY_SECONDS, konbiniTestOutcome } from '../konbini-test-mode.ts';

export function paymentIntentRoutes(sb: Sandbox): Route[] {
  return [
    { method: 'POST', path: '/v1/payment_intents', handler: (r) => createPaymentIntent(sb, r.body) },
    {
      method: 'GET',
      path: '/v1/payment_intents/:id',
      publishable: true,
      handler: (r) => checkSecret(sb.get('paymentIntents', r.params.id ?? ''), r.body, r.keyKind),
    },
    {
      method: 'POST',
      path: '/v1/payment_intents/:id',
      handler: (r) => updatePaymentIntent(sb, r.params.id ?? '', r.body),
    },
    {
      method: 'POST',
      path: '/v1/payment_intents/:id/confirm',
      publishable: true,
      handler: (r) => {
        const pi = checkSecret(sb.get('paymentIntents', r.params.id ?? ''), r.body, r.keyKind);
        return confirmPaymentIntent(sb, pi, r.body, r.keyKind);
      },
    },
    {
      method: 'POST',
      path: '/v1/payment_intents/:id/cancel',
      handler: (r) => cancelPaymentIntent(sb, r.params.id ?? '', r.body),
    },
    {
      method: 'GET',
      path: '/v1/payment_intents',
      handler: (r) => {
        const customer = str(r.body, 'customer');
        const all = Object.values(sb.state.paymentIntents).filter(
          (x) => !customer || x.customer === customer,
        );
        return listResponse(newestFirst(all), '/v1/payment_intents', r.body);
      },
    },
  ];
}

/** With the publishable key, the intent's client_secret is the credential (as in Stripe.js). */
export function checkSecret<T extends { client_secret: string | null; object: string }>(
  intent: T,
  p: Params,
  keyKind: KeyKind,
): T {
  if (keyKind === 'publishable' && str(p, 'client_secret') !== intent.client_secret) {
    const name = intent.object === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent';
    throw invalidRequest(
      `The client_secret provided does not match any associated ${name} on this account.`,
      'client_secret',
    );
  }
  return intent;
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
  if (amount !== undefined) pi.amount = amount;
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

function unexpectedState(pi: Stripe.PaymentIntent, verb: string): StripeApiError {
  const e = invalidRequest(
    `You cannot ${verb} this PaymentIntent because it has a status of ${pi.status}.`,
    undefined,
    'payment_intent_unexpected_state',
  );
  e.body.payment_intent = pi;
  return e;
}

export function confirmPaymentIntent(
  sb: Sandbox,
  pi: Stripe.PaymentIntent,
  p: Params,
  keyKind: KeyKind,
): Stripe.PaymentIntent {
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)) {
    throw unexpectedState(pi, 'confirm');
  }
  const customer = typeof pi.customer === 'string' ? pi.customer : null;
  const pmData = obj(p, 'payment_method_data');
  let pmId = str(p, 'payment_method');
  if (pmData) pmId = createPaymentMethod(sb, pmData, keyKind, customer).id;
  pmId ??= typeof pi.payment_method === 'string' ? pi.payment_method : undefined;
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

/** Applies the result of a card attempt; declines throw Stripe's 402 after saving state. */
export function applyCardOutcome(
  sb: Sandbox,
  pi: Stripe.PaymentIntent,
  outcome: Outcome,
  throwOnDecline = true,
): Stripe.PaymentIntent {
  const customer = typeof pi.customer === 'string' ? pi.customer : null;
  const pmId = typeof pi.payment_method === 'string' ? pi.payment_method : null;
  const pm = pmId ? sb.state.paymentMethods[pmId] : undefined;
  const invoice = sb.state.piExtra[pi.id]?.invoice;
  if (outcome.kind === 'ok') {
    succeed(sb, pi);
    return pi;
  }
  if (outcome.kind === 'action') {
    pi.status = 'requires_action';
    pi.next_action = {
      type: 'use_stripe_sdk',
      use_stripe_sdk: {
        type: 'three_d_secure_redirect',
        stripe_js: `${sb.baseUrl}/3ds/${pi.id}`,
        source: newId('src'),
      },
    };
    sb.changed();
    sb.emit('payment_intent.requires_action', pi, undefined, customer);
    if (invoice) onInvoiceActionRequired(sb, invoice);
    return pi;
  }
  const d = outcome.decline;
  pi.status = 'requires_payment_method';
  pi.next_action = null;
  pi.latest_charge = newId('ch');
  pi.last_payment_error = {
    type: 'card_error',
    charge: pi.latest_charge,
    code: d.code as Stripe.PaymentIntent.LastPaymentError.Code,
    ...(d.decline_code ? { decline_code: d.decline_code } : {}),
    doc_url: `https://docs.stripe.com/error-codes/${d.code.replace(/_/g, '-')}`,
    message: d.message,
    ...(d.param ? { param: d.param } : {}),
    ...(pm ? { payment_method: pm } : {}),
  };
  sb.changed();
  sb.emit('payment_intent.payment_failed', pi, undefined, customer);
  if (invoice) onInvoicePaymentFailed(sb, invoice);
  if (throwOnDecline)
    throw declineError(d, {
      payment_intent: pi,
      charge: pi.latest_charge,
      ...(pm ? { payment_method: pm } : {}),
    });
  return pi;
}

export function succeed(sb: Sandbox, pi: Stripe.PaymentIntent): void {
  const customer = typeof pi.customer === 'string' ? pi.customer : null;
  pi.status = 'succeeded';
  pi.next_action = null;
  pi.last_payment_error = null;
  pi.amount_received = pi.amount;
  pi.latest_charge = recordCharge(sb, pi).id;
  const pmId = typeof pi.payment_method === 'string' ? pi.payment_method : null;
  const behaviour = pmId ? sb.state.cards[pmId] : undefined;
  const extra = sb.state.piExtra[pi.id];
  // A payment authenticated for future use sets the card up for later off-session charges.
  if (behaviour && (pi.setup_future_usage || extra?.invoice)) behaviour.setUp = true;
  if (pmId && customer && pi.setup_future_usage && sb.state.paymentMethods[pmId]?.customer === null) {
    const pm = sb.state.paymentMethods[pmId];
    if (pm) {
      pm.customer = customer;
      sb.emit('payment_method.attached', pm, undefined, customer);
    }
  }
  sb.changed();
  sb.emit('payment_intent.succeeded', pi, undefined, customer);
  const email = pi.receipt_email ?? (extra?.invoice && customer ? sb.state.customers[customer]?.email : null);
  if (email) {
    sendMail(sb, {
      to: email,
      kind: 'receipt',
      subject: `領収書: ¥${pi.amount.toLocaleString('ja-JP')} のお支払い`,
      body: `¥${pi.amount.toLocaleString('ja-JP')} のお支払いを受け付けました。(${pi.id})`,
      links: [],
      customer,
    });
  }
  if (extra?.invoice) onInvoicePaymentSucceeded(sb, extra.invoice);
}

function showKonbiniVoucher(
  sb: Sandbox,
  pi: Stripe.PaymentIntent,
  pm: Stripe.PaymentMethod,
): Stripe.PaymentIntent {
  const customer = typeof pi.customer === 'string' ? pi.customer : null;
  // Stripe requires the buyer's name and e-mail for konbini.
  if (!pm.billing_details.name) throw missingParam('payment_method_data[billing_details][name]');
  if (!pm.billing_details.email) throw missingParam('payment_method_data[billing_details][email]');
  const opts = pi.payment_method_options?.konbini;
  const days = opts?.expires_after_days ?? 3;
  const now = sb.now(customer);
  const outcome = konbiniTestOutcome(pm.billing_details.email);
  const expiresAt =
    outcome === 'expire_immediately'
      ? now
      : outcome === 'expire_with_delay'
        ? now + KONBINI_TEST_DELAY_SECONDS
        : (opts?.expires_at ?? endOfJapanDay(now, days));
  const code = () => ({ confirmation_number: digits(11), payment_code: digits(12) });
  const voucherUrl = `${sb.baseUrl}/vouchers/${pi.id}`;
  pi.status = 'requires_action';
  pi.next_action = {
    type: 'konbini_display_details',
    konbini_display_details: {
      expires_at: expiresAt,
      hosted_voucher_url: voucherUrl,
      stores: { familymart: code(), lawson: code(), ministop: code(), seicomart: code() },
    },
  };
  const extra = (sb.state.piExtra[pi.id] ??= {});
  delete extra.konbiniPaysAt;
  if (outcome === 'succeed_after_3_minutes') extra.konbiniPaysAt = now + KONBINI_TEST_DELAY_SECONDS;
  sb.changed();
  sb.emit('payment_intent.requires_action', pi, undefined, customer);
  if (outcome === 'succeed_immediately') {
    succeed(sb, pi);
    return pi;
  }
  sendMail(sb, {
    to: pm.billing_details.email,
    kind: 'konbini_voucher',
    subject: `コンビニでのお支払い番号のお知らせ (¥${pi.amount.toLocaleString('ja-JP')})`,
    body: `以下のページでお支払い番号をご確認のうえ、期限までにコンビニでお支払いください。`,
    links: [voucherUrl],
    customer,
  });
  return pi;
}

export function isKonbiniPending(pi: Stripe.PaymentIntent): boolean {
  return pi.status === 'requires_action' && pi.next_action?.type === 'konbini_display_details';
}

/** Test action from the voucher page: the buyer paid at the store. */
export function payKonbini(sb: Sandbox, pi: Stripe.PaymentIntent): void {
  if (!isKonbiniPending(pi)) throw unexpectedState(pi, 'pay');
  succeed(sb, pi);
}

/** The voucher's deadline passed unpaid: Stripe fails the attempt (payment_intent.payment_failed). */
export function expireKonbini(sb: Sandbox, pi: Stripe.PaymentIntent): void {
  if (!isKonbiniPending(pi)) throw unexpectedState(pi, 'expire');
  const customer = typeof pi.customer === 'string' ? pi.customer : null;
  pi.status = 'requires_payment_method';
  pi.next_action = null;
  pi.last_payment_error = {
    type: 'invalid_request_error',
    code: 'payment_intent_payment_attempt_expired',
    doc_url: 'https://docs.stripe.com/error-codes/payment-intent-payment-attempt-expired',
    message: 'The payment attempt for this PaymentIntent has expired. Please create a new payment attempt.',
    ...(typeof pi.payment_method === 'string' && sb.state.paymentMethods[pi.payment_method]
      ? { payment_method: sb.state.paymentMethods[pi.payment_method] }
      : {}),
  };
  sb.changed();
  sb.emit('payment_intent.payment_failed', pi, undefined, customer);
  const invoice = sb.state.piExtra[pi.id]?.invoice;
  if (invoice) onInvoicePaymentFailed(sb, invoice);
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

/** Called by the 3-D Secure page. */
export function finishPaymentIntentChallenge(sb: Sandbox, pi: Stripe.PaymentIntent, passed: boolean): void {
  if (pi.status !== 'requires_action' || pi.next_action?.type !== 'use_stripe_sdk')
    throw unexpectedState(pi, 'authenticate');
  const pmId = typeof pi.payment_method === 'string' ? pi.payment_method : '';
  if (passed) {
    sb.state.piExtra[pi.id] = { ...sb.state.piExtra[pi.id], authenticated: true };
    applyCardOutcome(sb, pi, cardOutcome(sb, pmId, 'on_session', true), false);
    return;
  }
  const customer = typeof pi.customer === 'string' ? pi.customer : null;
  const pm = sb.state.paymentMethods[pmId];
  pi.status = 'requires_payment_method';
  pi.next_action = null;
  pi.last_payment_error = {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    doc_url: 'https://docs.stripe.com/error-codes/payment-intent-authentication-failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    ...(pm ? { payment_method: pm } : {}),
  };
  sb.changed();
  sb.emit('payment_intent.payment_failed', pi, undefined, customer);
  const invoice = sb.state.piExtra[pi.id]?.invoice;
  if (invoice) onInvoicePaymentFailed(sb, invoice);
}
