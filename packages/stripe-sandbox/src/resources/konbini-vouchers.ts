import type Stripe from 'stripe';
import { endOfJapanDay } from '../clock.ts';
import { lastError, missingParam, unexpectedState } from '../http/errors.ts';
import { digits } from '../ids.ts';
import { sendMail } from '../inbox.ts';
import { KONBINI_TEST_DELAY_SECONDS, konbiniTestOutcome } from '../konbini-test-mode.ts';
import type { Sandbox } from '../sandbox.ts';
import { failAttempt, succeed } from './payment-outcomes.ts';

// Konbini vouchers: a PaymentIntent confirmed with konbini shows payment codes until it is paid at
// the store or expires (https://docs.stripe.com/payments/konbini/accept-a-payment).

export function showKonbiniVoucher(
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
  failAttempt(
    sb,
    pi,
    lastError(
      'payment_intent_payment_attempt_expired',
      'The payment attempt for this PaymentIntent has expired. Please create a new payment attempt.',
    ),
  );
}
