import type Stripe from 'stripe';
import { declineDetails, declineError } from '../cards.ts';
import { cardOutcome, type Outcome } from '../charge.ts';
import { authenticationFailure, unexpectedState } from '../http/errors.ts';
import { invoicePayments } from '../invoice-payments.ts';
import { sendMail } from '../inbox.ts';
import type { Sandbox } from '../sandbox.ts';
import { requireAction } from './intents.ts';
import { recordCharge } from './refunds.ts';

// What a card attempt on a PaymentIntent leads to: success (charge, receipt, the invoice paid), a
// 3-D Secure challenge (requires_action, answered on the /3ds page) or a decline.

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
    requireAction(sb, pi, customer);
    if (invoice) invoicePayments().actionRequired(sb, invoice);
    return pi;
  }
  const d = outcome.decline;
  pi.latest_charge = recordCharge(sb, pi, { code: d.code, message: d.message }).id;
  failAttempt(sb, pi, { type: 'card_error', charge: pi.latest_charge, ...declineDetails(d) });
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
  if (extra?.invoice) invoicePayments().succeeded(sb, extra.invoice);
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
  failAttempt(sb, pi, authenticationFailure(pi));
}

/**
 * The attempt failed: the intent asks for another payment method and keeps `error` (with its
 * PaymentMethod) as its last; its invoice, if any, hears of it.
 */
export function failAttempt(
  sb: Sandbox,
  pi: Stripe.PaymentIntent,
  error: Omit<Stripe.PaymentIntent.LastPaymentError, 'code'> & { code: string },
): void {
  const pm = typeof pi.payment_method === 'string' ? sb.state.paymentMethods[pi.payment_method] : undefined;
  pi.status = 'requires_payment_method';
  pi.next_action = null;
  pi.last_payment_error = {
    ...error,
    code: error.code as Stripe.PaymentIntent.LastPaymentError.Code,
    ...(pm ? { payment_method: pm } : {}),
  };
  sb.changed();
  sb.emit(
    'payment_intent.payment_failed',
    pi,
    undefined,
    typeof pi.customer === 'string' ? pi.customer : null,
  );
  const invoice = sb.state.piExtra[pi.id]?.invoice;
  if (invoice) invoicePayments().failed(sb, invoice);
}
