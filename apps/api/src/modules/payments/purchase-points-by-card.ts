import Stripe from 'stripe';
import { ErrorCode } from '@fan/shared';
import type { Context } from '../../graphql/context';
import { appError, badInput } from '../../graphql/errors';
import type { ListenerRow } from '../listeners/listeners.repository';
import { findSavedCard } from '../cards/cards.repository';
import { applyIntent } from './converge-point-purchase';
import { updatePurchase } from './point-purchases.repository';
import { startPointPurchase } from './start-point-purchase';
import type { ManagePaymentResult } from './manage-payment-result';

/** one_time_payment: charges the saved card for a point package; 3-D Secure goes back to the browser. */
export async function purchasePointsByCard(
  ctx: Context,
  listener: ListenerRow,
  prices: readonly string[],
): Promise<ManagePaymentResult> {
  const card = await findSavedCard(ctx.db, listener.id);
  if (!card) throw badInput('paymentMethod', 'クレジットカードが登録されていません。');
  const { purchase, price, customerId, fresh } = await startPointPurchase(ctx, listener, prices, 'card');
  if (!fresh)
    return {
      status: purchase.status,
      threeDSecureClientSecret: purchase.client_secret,
      konbiniPaymentUrl: null,
    };

  let intent: Stripe.PaymentIntent;
  try {
    intent = await ctx.stripe.paymentIntents.create(
      {
        amount: price.price,
        currency: 'jpy',
        customer: customerId,
        payment_method: card.stripe_payment_method_id,
        allowed_payment_method_types: ['card'],
        confirm: true,
        description: `${price.amount.toLocaleString('ja-JP')}pt`,
        metadata: {
          point_purchase_id: purchase.id,
          listener_id: String(listener.id),
          project_id: listener.project_id,
        },
      },
      { idempotencyKey: `point-purchase-${purchase.id}` },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      await updatePurchase(ctx.db, purchase.id, {
        status: 'failed',
        intentId: error.payment_intent?.id,
        failureCode: error.decline_code ?? error.code ?? 'card_error',
      });
      throw appError(ErrorCode.PaymentFailed, 'お支払いに失敗しました。カード情報をご確認ください。');
    }
    throw error;
  }
  await applyIntent(ctx, purchase, intent);
  if (intent.status === 'succeeded')
    return { status: 'succeeded', threeDSecureClientSecret: null, konbiniPaymentUrl: null };
  if (intent.status === 'requires_action')
    return {
      status: 'requires_action',
      threeDSecureClientSecret: intent.client_secret,
      konbiniPaymentUrl: null,
    };
  throw appError(ErrorCode.PaymentFailed, 'お支払いに失敗しました。カード情報をご確認ください。');
}
