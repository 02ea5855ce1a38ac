import type { Context } from '../../../graphql/context';
import type { ListenerRow } from '../../listeners/listeners.repository';
import type { ManagePaymentResult } from '../../payments/manage-payment-result';
import { downgradeMembership, setCancelAtPeriodEnd, upgradeMembership } from './change-membership';
import { registerPaidMembership } from './register-paid-membership';

export type MembershipPaymentType =
  | 'recurring_payment'
  | 'konbini_recurring_payment'
  | 'upgrade_recurring_payment'
  | 'downgrade_recurring_payment'
  | 'cancel_payment'
  | 'resume_payment';

/** The membership half of managePaymentV2. */
export function manageMembershipPayment(
  ctx: Context,
  listener: ListenerRow,
  prices: readonly string[],
  type: MembershipPaymentType,
): Promise<ManagePaymentResult> {
  switch (type) {
    case 'recurring_payment':
      return registerPaidMembership(ctx, listener, prices, 'card');
    case 'konbini_recurring_payment':
      return registerPaidMembership(ctx, listener, prices, 'konbini');
    case 'upgrade_recurring_payment':
      return upgradeMembership(ctx, listener, prices);
    case 'downgrade_recurring_payment':
      return downgradeMembership(ctx, listener, prices);
    case 'cancel_payment':
      return setCancelAtPeriodEnd(ctx, listener, prices, true);
    case 'resume_payment':
      return setCancelAtPeriodEnd(ctx, listener, prices, false);
  }
}
