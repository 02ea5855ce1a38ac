import { ErrorCode } from '@fan/shared';
import type { Services } from '../../services';
import { appError, badInput } from '../../lib/domain-error';
import type { ListenerRow } from '../listeners/listeners.repository';
import { findSavedCard } from '../saved-card/saved-card.repository';
import { PAYMENT_FAILED_MESSAGE } from './charge-point-purchase';
import { resolvePointPrice } from './start-point-purchase';
import { buyPointPackage, type PaymentAnswer } from './buy-point-package';
import type { ManagePaymentResult } from './manage-payment-result';

/** one_time_payment: charges the saved card for a point package; 3-D Secure goes back to the browser. */
export async function purchasePointsByCard(
  services: Services,
  listener: ListenerRow,
  prices: readonly string[],
  key: string | null,
): Promise<ManagePaymentResult> {
  const price = await resolvePointPrice(services, listener, prices, 'card');
  const card = await findSavedCard(services.db, listener.id);
  if (!card) throw badInput('paymentMethod', 'クレジットカードが登録されていません。');
  const order = {
    operation: 'managePaymentV2:one_time_payment',
    prices,
    key,
    price,
    method: 'card',
  } as const;
  const collect = {
    payment_method: card.stripe_payment_method_id,
    allowed_payment_method_types: ['card'],
    confirm: true,
  };
  return buyPointPackage(services, listener, order, collect, cardAnswer);
}

/** A card payment's intent as the browser is told it (also a queued purchase's, once it is sent). */
export const cardAnswer: PaymentAnswer = (paid) => {
  if (paid.status === 'succeeded')
    return { status: 'succeeded', threeDSecureClientSecret: null, konbiniPaymentUrl: null };
  if (paid.status === 'requires_action')
    return {
      status: 'requires_action',
      threeDSecureClientSecret: paid.client_secret,
      konbiniPaymentUrl: null,
    };
  throw appError(ErrorCode.PaymentFailed, PAYMENT_FAILED_MESSAGE);
};
