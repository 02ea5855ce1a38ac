import * as ja from '../../../messages/ja';
import { formatYen } from '../../../lib/format';
import { formatOccurredAt } from '../../../lib/format-occurred-at';
import type { PaymentEntry } from '../api/payment-history-documents';

const t = ja.paymentHistory;

/** What the payment was for: "ポイント購入（1,000pt）", "星野ミア ゴールド（メンバーシップ更新・1か月）". */
export function paymentTitle(p: PaymentEntry): string {
  if (p.kind === 'points')
    return t.item(t.kind.points, [`${(p.points ?? 0).toLocaleString('ja-JP')}${p.unit ?? ''}`]);
  const what = [p.creatorName, p.tierTitle].filter(Boolean).join(' ');
  return t.item(what, [t.kind[p.kind], ...(p.months ? [t.months(p.months)] : [])]);
}

/** "Visa •••• 4242", "クレジットカード" when the card was not recorded, or "コンビニ決済". */
export function paymentMethodLabel(p: Pick<PaymentEntry, 'method' | 'cardBrand' | 'cardLast4'>): string {
  if (p.method === 'konbini') return t.method.konbini;
  if (!p.cardBrand || !p.cardLast4) return t.method.card;
  return t.method.cardWith(t.brands[p.cardBrand] ?? p.cardBrand.toUpperCase(), p.cardLast4);
}

export const paymentStatusLabel = (p: Pick<PaymentEntry, 'status'>) => t.status[p.status];

/** The row's time in Japan: the payment's, or the order's while a konbini voucher waits. */
export const paymentTime = (p: Pick<PaymentEntry, 'paidAt' | 'occurredAt'>) =>
  formatOccurredAt(p.paidAt ?? p.occurredAt);

/** A receipt exists once the money has arrived (refunded payments keep theirs, marked). */
export const hasReceipt = (p: Pick<PaymentEntry, 'status'>) => p.status !== 'awaiting_konbini';

/** The refund line under the amount, or null. */
export function refundLabel(p: Pick<PaymentEntry, 'refundedAmount'>): string | null {
  return p.refundedAmount > 0 ? t.refunded(formatYen(p.refundedAmount)) : null;
}
