import type { Services } from '../../services';
import { badInput, notFound } from '../../lib/domain-error';
import type { ListenerRow } from '../listeners/listeners.repository';
import { findPayment, type PaymentRow } from './payment-history.repository';
import { parsePaymentId, paymentIdOf } from './payment-cursor';
import { receiptNumber } from './receipt-number';
import { consumptionTaxIncluded, RECEIPT_TAX_RATE } from './receipt-tax';

export interface Receipt {
  receiptNumber: string;
  issuerName: string;
  registrationNumber: string;
  paidAt: Date;
  payment: PaymentRow;
  taxRate: number;
  taxAmount: number;
}

/**
 * The receipt of one of the listener's own payments (another fan's answers as none), built from the
 * recorded payment and the configured issuer only: the same payment gives the same receipt every time.
 * A voucher not yet paid at the store has no receipt yet.
 */
export async function paymentReceipt(
  services: Pick<Services, 'db' | 'config'>,
  listener: ListenerRow,
  paymentId: string,
): Promise<Receipt> {
  const parsed = parsePaymentId(paymentId);
  const payment = parsed ? await findPayment(services.db, listener.id, parsed.source, parsed.id) : null;
  if (!payment) throw notFound('お支払いが見つかりません。');
  if (payment.status !== 'succeeded' || !payment.paid_at)
    throw badInput('paymentId', 'お支払いが完了していないため、領収書はまだ発行できません。');
  const paidAt = new Date(payment.paid_at);
  return {
    receiptNumber: receiptNumber(payment.source, paymentIdOf(payment), paidAt),
    issuerName: services.config.RECEIPT_ISSUER_NAME,
    registrationNumber: services.config.RECEIPT_REGISTRATION_NUMBER,
    paidAt,
    payment,
    taxRate: RECEIPT_TAX_RATE,
    taxAmount: consumptionTaxIncluded(payment.amount),
  };
}
