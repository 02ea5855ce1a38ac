import { KONBINI_EXPIRES_AFTER_DAYS, checkEmail } from '@fan/shared';
import type { Services } from '../../services';
import { badInput } from '../../lib/domain-error';
import type { ListenerRow } from '../listeners/listeners.repository';
import { resolvePointPrice } from './start-point-purchase';
import { buyPointPackage } from './buy-point-package';
import type { ManagePaymentResult } from './manage-payment-result';

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
  const email = listener.email;
  if (!email || checkEmail(email)) throw badInput('email', 'メールアドレスを登録してください。');
  const price = await resolvePointPrice(services, listener, prices, 'konbini');
  const order = {
    operation: 'managePaymentV2:konbini_one_time_payment',
    prices,
    key,
    price,
    method: 'konbini',
  } as const;
  const collect = {
    allowed_payment_method_types: ['konbini'],
    payment_method_data: { type: 'konbini' as const, billing_details: { name: listener.name, email } },
    payment_method_options: { konbini: { expires_after_days: KONBINI_EXPIRES_AFTER_DAYS } },
    confirm: true,
    receipt_email: email,
  };
  return buyPointPackage(services, listener, order, collect, (created) => {
    const url = created.next_action?.konbini_display_details?.hosted_voucher_url ?? null;
    if (!url) throw new Error(`konbini payment intent ${created.id} without a voucher`);
    return { status: 'requires_action', threeDSecureClientSecret: null, konbiniPaymentUrl: url };
  });
}
