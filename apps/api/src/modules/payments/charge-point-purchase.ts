import Stripe from 'stripe';
import { ErrorCode } from '@fan/shared';
import type { Services } from '../../services';
import { appError } from '../../lib/domain-error';
import { crashPoint } from '../../lib/crash-point';
import { sentParams } from '../../integrations/stripe/sent-params';
import { applyIntent, convergePointPurchase } from './converge-point-purchase';
import { updatePurchase, type PointPurchaseRow } from './point-purchases.repository';

export const PAYMENT_FAILED_MESSAGE = 'お支払いに失敗しました。カード情報をご確認ください。';

/**
 * Thrown when the purchase's call could not reach Stripe in the fan's request (the account's rate
 * used up: Stripe's 429 past its retries, or the shared budget's wait): the purchase is `queued`,
 * and complete-queued-purchases.ts sends the same call later (docs/decisions/055-stripe-rate-limits.md).
 */
export class PurchaseQueued extends Error {
  override name = 'PurchaseQueued';
}

/** Stripe's 429 (or the budget's, shaped as one), duck-typed: the SDK may be loaded twice. */
export const isStripeRateLimited = (error: unknown) =>
  (error as { type?: unknown } | null)?.type === 'StripeRateLimitError';

/**
 * Creates (or, for a purchase that already reached Stripe, re-reads) the purchase's payment intent
 * and brings the purchase to its state. The idempotency key is the purchase's own id: a repeat
 * within Stripe's 24 hours gets the first answer back, never a second charge.
 */
export async function chargePointPurchase(
  services: Pick<Services, 'db' | 'stripe'>,
  purchase: PointPurchaseRow,
  params: Stripe.PaymentIntentCreateParams,
  /** A card purchase: queued (PurchaseQueued) rather than failing when Stripe's rate is used up. */
  queueWhenBusy = false,
): Promise<Stripe.PaymentIntent> {
  if (purchase.stripe_payment_intent_id) {
    const converged = await convergePointPurchase(services, purchase.stripe_payment_intent_id);
    if (converged) return converged.intent;
  }
  // Failed before Stripe saw it (the reconciler found no payment): a repeat of that tap charges
  // nothing now; the fan taps again for a new purchase.
  if (purchase.status === 'failed') throw appError(ErrorCode.PaymentFailed, PAYMENT_FAILED_MESSAGE);
  crashPoint('point-purchase:before-stripe');
  let intent: Stripe.PaymentIntent;
  try {
    const key = `point-purchase-${purchase.id}`;
    intent = await services.stripe.paymentIntents.create(await sentParams(services.db, key, params), {
      idempotencyKey: key,
    });
  } catch (error) {
    if (queueWhenBusy && isStripeRateLimited(error)) {
      await updatePurchase(services.db, purchase.id, { status: 'queued' });
      throw new PurchaseQueued('Stripe is busy: the purchase is queued', { cause: error });
    }
    if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
    await updatePurchase(services.db, purchase.id, {
      status: 'failed',
      intentId: error.payment_intent?.id,
      failureCode: error.decline_code ?? error.code ?? 'card_error',
    });
    throw appError(ErrorCode.PaymentFailed, PAYMENT_FAILED_MESSAGE);
  }
  crashPoint('point-purchase:after-stripe');
  await applyIntent(services, purchase, intent);
  crashPoint('point-purchase:after-db');
  return intent;
}
