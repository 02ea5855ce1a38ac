import { PaymentType } from '@fan/shared';
import { positiveId, stateField } from '../../../lib/route-state';

export interface MembershipPaymentState {
  contributorId: number;
  subscriptionTierId: number;
}

/** /payments/memberships state; null when either id is missing. */
export function membershipPaymentState(state: unknown): MembershipPaymentState | null {
  const contributorId = positiveId(stateField(state, 'contributorId'));
  const subscriptionTierId = positiveId(stateField(state, 'subscriptionTierId'));
  return contributorId && subscriptionTierId ? { contributorId, subscriptionTierId } : null;
}

export const MANAGEMENT_TYPES = [
  'upgrade_recurring_payment',
  'downgrade_recurring_payment',
  'cancel_payment',
  'resume_payment',
  'payment_method_change',
] as const satisfies readonly PaymentType[];
export type ManagementType = (typeof MANAGEMENT_TYPES)[number];

export interface ManagementState {
  prices: string[];
  paymentType: ManagementType;
  contributorId: number;
}

/** /payments/managements state: 'none' (spec: go to /points), 'invalid', or the parsed state. */
export function managementState(state: unknown): ManagementState | 'none' | 'invalid' {
  const prices = stateField(state, 'prices');
  const paymentType = stateField(state, 'paymentType');
  const hasPrices = Array.isArray(prices) && prices.length > 0;
  // Spec section 5: without prices or without a type there is nothing to pay (the page goes to /points).
  if (!hasPrices || !paymentType) return 'none';
  const contributorId = positiveId(stateField(state, 'contributorId'));
  const known = (MANAGEMENT_TYPES as readonly unknown[]).includes(paymentType);
  if (!known || !contributorId || !prices.every((p) => typeof p === 'string')) return 'invalid';
  return { prices: prices as string[], paymentType: paymentType as ManagementType, contributorId };
}

/** The plan the konbini payment is for, known before paying. */
export interface KonbiniPlan {
  previousPriceInterval: number | null;
  nextPriceInterval: number;
  nextBillingDate: string;
}

/** The plan, with the invoice's payment page (where the payment number is issued) and due date. */
export interface KonbiniSuccessState extends KonbiniPlan {
  paymentUrl: string | null;
  dueAt: string | null;
}

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** /payments/konbini/success state; null when it is missing or unreadable (a reload of an old tab). */
export function konbiniSuccessState(state: unknown): KonbiniSuccessState | null {
  const previous = stateField(state, 'previousPriceInterval');
  const next = positiveId(stateField(state, 'nextPriceInterval'));
  const date = stateField(state, 'nextBillingDate');
  if (!next || !isDate(date)) return null;
  const url = stateField(state, 'paymentUrl');
  const dueAt = stateField(state, 'dueAt');
  return {
    previousPriceInterval: positiveId(previous),
    nextPriceInterval: next,
    nextBillingDate: date,
    paymentUrl: typeof url === 'string' && /^https?:\/\//.test(url) ? url : null,
    dueAt: isDate(dueAt) ? dueAt : null,
  };
}
