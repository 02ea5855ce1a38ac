import type { Services } from '../../../services';
import type { RequestStore } from '../../../lib/per-request';
import type { ListenerRow } from '../../listeners/listeners.repository';
import type { ManagePaymentResult } from '../../payments/manage-payment-result';
import { runOnce } from '../../requests/run-once';
import { cancelMembership } from './cancel-membership';
import { downgradeMembership } from './downgrade-membership';
import { upgradeMembership } from './upgrade-membership';
import { confirmedAt } from './proration-date';
import { registerPaidMembership } from './register-paid-membership';
import { resumeMembership } from './resume-membership';
import { switchPaymentMethod } from './switch-payment-method';

export type MembershipPaymentType =
  | 'recurring_payment'
  | 'konbini_recurring_payment'
  | 'upgrade_recurring_payment'
  | 'downgrade_recurring_payment'
  | 'cancel_payment'
  | 'resume_payment'
  | 'payment_method_change';

/** What charges the fan: a keyless identical call moments later is the same tap again. */
const CHARGES: MembershipPaymentType[] = [
  'recurring_payment',
  'konbini_recurring_payment',
  'upgrade_recurring_payment',
];

/** The membership half of managePaymentV2: once per intent (see run-once.ts). */
export function manageMembershipPayment(
  services: Services & RequestStore,
  listener: ListenerRow,
  prices: readonly string[],
  type: MembershipPaymentType,
  key: string | null,
  /** An upgrade's confirmed proration moment (planChangePreview.prorationDate), if the client has one. */
  requestedProrationDate: number | null = null,
): Promise<ManagePaymentResult> {
  const confirmed = confirmedAt(requestedProrationDate, services.now());
  const intent = {
    operation: `managePaymentV2:${type}`,
    args: requestedProrationDate === null ? prices : { prices, prorationDate: requestedProrationDate },
    key,
    keylessRepeats: CHARGES.includes(type),
  };
  return runOnce(services, listener, intent, (request) => {
    switch (type) {
      case 'recurring_payment':
        return registerPaidMembership(services, listener, prices, 'card', request);
      case 'konbini_recurring_payment':
        return registerPaidMembership(services, listener, prices, 'konbini', request);
      case 'upgrade_recurring_payment':
        return upgradeMembership(services, listener, prices, request, confirmed);
      case 'downgrade_recurring_payment':
        return downgradeMembership(services, listener, prices, request);
      case 'cancel_payment':
        return cancelMembership(services, listener, prices, request);
      case 'resume_payment':
        return resumeMembership(services, listener, prices, request);
      case 'payment_method_change':
        return switchPaymentMethod(services, listener, prices, request);
    }
  });
}
