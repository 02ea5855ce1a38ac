import * as ja from '../../../messages/ja';
import { formatYen } from '../../../lib/format';
import type { PaymentReceiptData } from '../api/payment-history-documents';

const t = ja.paymentHistory.receipt;

/** At most this many characters of 宛名: a company name fits, the receipt's layout holds. */
export const ADDRESSEE_MAX = 40;

/** The 宛名 line: what the fan typed (trimmed, cut to ADDRESSEE_MAX) and 様, or a blank line and 様. */
export function addresseeLine(typed: string): string {
  const name = typed
    .trim()
    .replace(/\s*様$/, '')
    .slice(0, ADDRESSEE_MAX);
  return name ? t.addressee(name) : t.addresseeBlank;
}

/**
 * The amounts as a 適格簡易請求書 shows them: the tax-inclusive total for the 10 % rate and the
 * consumption tax in it. The figures are the server's (it rounds once per receipt); nothing here
 * computes money.
 */
export function receiptAmounts(r: Pick<PaymentReceiptData, 'totalAmount' | 'taxAmount' | 'taxRate'>) {
  return {
    total: formatYen(r.totalAmount),
    rateLine: t.taxLine(r.taxRate),
    taxLabel: t.tax(r.taxRate),
    tax: formatYen(r.taxAmount),
  };
}

/** The refund note on a refunded payment's receipt, or null. */
export function refundNote(
  p: Pick<PaymentReceiptData['payment'], 'status' | 'refundedAmount'>,
): string | null {
  if (p.status === 'refunded') return t.refundedNote(formatYen(p.refundedAmount));
  if (p.status === 'partly_refunded') return t.partlyRefundedNote(formatYen(p.refundedAmount));
  return null;
}
