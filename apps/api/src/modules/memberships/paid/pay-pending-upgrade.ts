import Stripe from 'stripe';
import { ErrorCode } from '@fan/shared';
import type { Services } from '../../../services';
import { appError } from '../../../lib/domain-error';
import type { ListenerRow } from '../../listeners/listeners.repository';
import type { ManagePaymentResult } from '../../payments/manage-payment-result';
import type { RequestRow } from '../../requests/requests.repository';
import { findSavedCard } from '../../saved-card/saved-card.repository';
import { convergeMembership } from './converge-membership';
import { latestIntent, SUBSCRIPTION_EXPAND } from '../stripe/latest-intent';
import { CHANGED } from './with-paid-membership';

const PAYMENT_FAILED = 'お支払いに失敗しました。カード情報をご確認ください。';

/**
 * The open invoice of the pending update when it holds exactly `targetPriceId` (what the fan asks
 * for again), else CONFLICT: the held change must be paid or lapse first. The confirmation screen
 * (preview-plan-change.ts) and the upgrade share it, so they refuse and accept the same.
 */
export function heldInvoiceFor(sub: Stripe.Subscription, targetPriceId: string): string {
  const heldPrice = sub.pending_update?.subscription_items?.[0]?.price.id;
  const invoiceId = typeof sub.latest_invoice === 'string' ? sub.latest_invoice : sub.latest_invoice?.id;
  if (heldPrice !== targetPriceId || !invoiceId)
    throw appError(
      ErrorCode.Conflict,
      '前回のプラン変更のお支払いが完了していません。同じプランへの変更をもう一度お試しいただくか、しばらくお待ちください。',
    );
  return invoiceId;
}

/**
 * An upgrade tapped again while Stripe still holds the declined one as a pending update. Stripe's
 * way out is to pay the held invoice: "After resolving these issues, payment is attempted again. If
 * the payment succeeds, the changes are applied and the pending_update hash is cleared"
 * (https://docs.stripe.com/billing/subscriptions/pending-updates-reference). So the same upgrade
 * again pays that invoice with the fan's saved card (the one they just registered), on session so
 * the bank may ask for 3-D Secure (https://docs.stripe.com/api/invoices/pay, off_session defaults to
 * true). The invoice can be paid once only, and the Stripe key derives from this request: one
 * charge however often it is tapped or retried. Another tier cannot be started over the held one
 * (Stripe has no call to withdraw a pending update; it lapses at its expires_at): CONFLICT, saying so.
 */
export async function payPendingUpgrade(
  services: Pick<Services, 'db' | 'stripe' | 'config'>,
  listener: ListenerRow,
  sub: Stripe.Subscription,
  targetPriceId: string,
  request: RequestRow,
): Promise<ManagePaymentResult> {
  const invoiceId = heldInvoiceFor(sub, targetPriceId);
  const card = await findSavedCard(services.db, listener.id);
  if (!card) throw appError(ErrorCode.PaymentFailed, PAYMENT_FAILED);
  try {
    await services.stripe.invoices.pay(
      invoiceId,
      { payment_method: card.stripe_payment_method_id, off_session: false },
      { idempotencyKey: `membership-upgrade-pay-${request.id}` },
    );
  } catch (error) {
    // Paid meanwhile (another tap, a 3-D Secure completed): converged below like a success.
    const settled = error instanceof Stripe.errors.StripeError && error.code === 'invoice_already_paid';
    // The bank asks for 3-D Secure: Stripe answers 402, which the SDK raises as a StripeCardError,
    // so the code is read first (https://docs.stripe.com/error-codes#invoice-payment-intent-requires-action).
    const challenge =
      error instanceof Stripe.errors.StripeError && error.code === 'invoice_payment_intent_requires_action';
    if (!challenge && error instanceof Stripe.errors.StripeCardError)
      throw appError(ErrorCode.PaymentFailed, PAYMENT_FAILED);
    if (!settled && !challenge) throw error;
  }
  const after = await services.stripe.subscriptions.retrieve(sub.id, { expand: SUBSCRIPTION_EXPAND });
  await convergeMembership(services, sub.id);
  if (!after.pending_update) return CHANGED;
  const intent = await latestIntent(services.stripe, after);
  if (intent?.status === 'requires_action')
    return {
      status: 'requires_action',
      threeDSecureClientSecret: intent.client_secret,
      konbiniPaymentUrl: null,
    };
  throw appError(ErrorCode.PaymentFailed, PAYMENT_FAILED);
}
