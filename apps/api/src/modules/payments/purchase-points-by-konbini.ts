import { checkEmail } from '@fan/shared';
import type { Services } from '../../services';
import { badInput } from '../../lib/domain-error';
import type { ListenerRow } from '../listeners/listeners.repository';
import { ensureStripeCustomer } from '../customers/ensure-stripe-customer';
import { runOnce } from '../requests/run-once';
import { chargePointPurchase } from './charge-point-purchase';
import { resolvePointPrice, startPointPurchase } from './start-point-purchase';
import type { ManagePaymentResult } from './manage-payment-result';

/** Days a konbini voucher stays payable (the spec shows the deadline as 3 days). */
export const KONBINI_EXPIRES_AFTER_DAYS = 3;

/**
 * konbini_one_time_payment: a konbini payment intent whose voucher the fan pays at the store. The
 * points are credited when Stripe reports it paid; an expired voucher credits nothing.
 */
export async function purchasePointsByKonbini(
  services: Services,
  listener: ListenerRow,
  prices: readonly string[],
  key: string | null,
): Promise<ManagePaymentResult> {
  if (!listener.email || checkEmail(listener.email))
    throw badInput('email', 'メールアドレスを登録してください。');
  const price = await resolvePointPrice(services, listener, prices, 'konbini');
  const { customerId } = await ensureStripeCustomer(services, listener);
  const intent = {
    operation: 'managePaymentV2:konbini_one_time_payment',
    args: prices,
    key,
    keylessRepeats: true,
  };
  return runOnce(services, listener, intent, async (request) => {
    const purchase = await startPointPurchase(services, listener, request, price, 'konbini');
    const created = await chargePointPurchase(services, purchase, {
      amount: price.price,
      currency: 'jpy',
      customer: customerId,
      allowed_payment_method_types: ['konbini'],
      payment_method_data: {
        type: 'konbini',
        billing_details: { name: listener.name, email: listener.email! },
      },
      payment_method_options: { konbini: { expires_after_days: KONBINI_EXPIRES_AFTER_DAYS } },
      confirm: true,
      receipt_email: listener.email!,
      description: `${price.amount.toLocaleString('ja-JP')}pt`,
      metadata: {
        point_purchase_id: purchase.id,
        listener_id: String(listener.id),
        project_id: listener.project_id,
      },
    });
    const url = created.next_action?.konbini_display_details?.hosted_voucher_url ?? null;
    if (!url) throw new Error(`konbini payment intent ${created.id} without a voucher`);
    return { status: 'requires_action', threeDSecureClientSecret: null, konbiniPaymentUrl: url };
  });
}
