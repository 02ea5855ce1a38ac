import type { PaymentRow } from './payment-history.repository';

export type PaymentStatus = 'paid' | 'refunded' | 'partly_refunded' | 'awaiting_konbini';

/** What the fan's history says of a payment: refunds as recorded, a voucher not yet paid at the store. */
export function paymentStatus(row: Pick<PaymentRow, 'status' | 'refunded_yen' | 'amount'>): PaymentStatus {
  if (row.status === 'awaiting_konbini') return 'awaiting_konbini';
  if (row.refunded_yen >= row.amount) return 'refunded';
  if (row.refunded_yen > 0) return 'partly_refunded';
  return 'paid';
}

export type PaymentKind =
  'points' | 'membership_registration' | 'membership_renewal' | 'membership_plan_change' | 'membership';

/** What the payment was for; a membership payment recorded before its reason was (0038) says only that. */
export function paymentKind(row: Pick<PaymentRow, 'source' | 'reason'>): PaymentKind {
  if (row.source === 'point') return 'points';
  return row.reason ? `membership_${row.reason}` : 'membership';
}
