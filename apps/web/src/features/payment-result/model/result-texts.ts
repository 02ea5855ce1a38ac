import { PaymentType } from '@fan/shared';
import * as ja from '../../../messages/ja';

export type ResultTone = 'success' | 'failure';

export interface ResultTexts {
  page: string;
  title: string;
  body: string;
  /** The failure page's own next step: the card's details only when a card was charged. */
  next: 'checkCard' | 'backToApp';
}

/** Whether the runner's result was a plan change applied at the next renewal (location state). */
export function atRenewalOf(state: unknown): boolean {
  return (state as { atRenewal?: unknown } | null)?.atRenewal === true;
}

/** The payment type the runner left in the result page's location state; null when unknown (a reload elsewhere). */
export function paymentTypeOf(state: unknown): PaymentType | null {
  const type = (state as { paymentType?: unknown } | null)?.paymentType;
  return PaymentType.find((t) => t === type) ?? null;
}

const CHANGES = {
  cancel_payment: ja.paymentResult.cancel,
  resume_payment: ja.paymentResult.resume,
  downgrade_recurring_payment: ja.paymentResult.downgrade,
  payment_method_change: ja.paymentResult.methodSwitch,
} as const;

/**
 * What the result page says: cancel, resume and downgrade buy nothing, so they are not a
 * "payment complete"; a konbini failure is about the voucher, not the card.
 */
export function resultTexts(tone: ResultTone, type: PaymentType | null, atRenewal = false): ResultTexts {
  const t = ja.paymentResult;
  // A change at the next renewal (a downgrade, a konbini upgrade) charged nothing either.
  const change =
    type && type in CHANGES
      ? CHANGES[type as keyof typeof CHANGES]
      : atRenewal
        ? CHANGES.downgrade_recurring_payment
        : null;
  if (change)
    return tone === 'success'
      ? { page: t.doneTitle, title: change.successTitle, body: change.successBody, next: 'backToApp' }
      : { page: t.notDoneTitle, title: change.failureTitle, body: t.retryLater, next: 'backToApp' };
  if (tone === 'success')
    return { page: ja.titles.paymentSuccess, title: t.successTitle, body: t.successBody, next: 'backToApp' };
  if (type === 'konbini_one_time_payment' || type === 'konbini_recurring_payment')
    return {
      page: ja.titles.paymentFailure,
      title: t.konbiniFailureTitle,
      body: t.konbiniFailureBody,
      next: 'backToApp',
    };
  return { page: ja.titles.paymentFailure, title: t.failureTitle, body: t.failureBody, next: 'checkCard' };
}
