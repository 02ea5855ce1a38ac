import { createHash } from 'node:crypto';
import type { PaymentSource } from './payment-history.repository';

const JST_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A receipt's number, derived from its payment alone (source, id, payment day in Japan), so every read
 * of the same payment's receipt carries the same number and nothing has to be stored: "P" or "M", the
 * day, and 10 hex digits of a hash of the payment id (distinct payments of one day share them with a
 * chance of about one in 10^12).
 */
export function receiptNumber(source: PaymentSource, paymentId: string, paidAt: Date): string {
  const day = JST_DAY.format(paidAt).replaceAll('-', '');
  const hash = createHash('sha256').update(paymentId).digest('hex').slice(0, 10).toUpperCase();
  return `${source === 'point' ? 'P' : 'M'}${day}-${hash}`;
}
