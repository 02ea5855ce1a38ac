import type { Services } from '../../../services';
import type { RequestStore } from '../../../lib/per-request';
import { badInput } from '../../../lib/domain-error';
import type { ListenerRow } from '../../listeners/listeners.repository';
import type { ManagePaymentResult } from '../../payments/manage-payment-result';
import { findMembership, type MembershipRow } from '../memberships.repository';
import { requireAction, resolveTarget, type Target } from './resolve-target';

/** A change Stripe applied at once: nothing for the browser to do. */
export const CHANGED: ManagePaymentResult = {
  status: 'succeeded',
  threeDSecureClientSecret: null,
  konbiniPaymentUrl: null,
};

/**
 * The listener's paid membership with the target's creator. Not locked: a repeat of one tap is held
 * off by its request row (modules/requests), and two different changes of one membership each end by
 * reading the subscription back from Stripe (convergeMembership), so the row follows Stripe's order.
 */
export async function withPaidMembership(
  services: Pick<Services, 'db'>,
  listener: ListenerRow,
  target: Target,
  run: (m: MembershipRow) => Promise<ManagePaymentResult>,
) {
  const membership = await findMembership(services.db, listener.id, target.contributorId);
  if (!membership?.stripe_subscription_id) throw badInput('prices', '有料プランに登録していません。');
  return run(membership);
}

/** What a change of the listener's own paid membership works with. */
export type ChangeServices = Services & RequestStore;

/**
 * Cancel and resume: the listener's own paid membership with the creator of `prices`, the action
 * allowed (a free one is canceled on the plans screen).
 */
export async function withOwnPaidMembership(
  services: ChangeServices,
  listener: ListenerRow,
  prices: readonly string[],
  action: 'cancel' | 'resume',
  run: (m: MembershipRow) => Promise<ManagePaymentResult>,
) {
  const target = await resolveTarget(services, listener, prices);
  requireAction(target, action);
  if (target.view.tier.rank === 0) throw badInput('prices', 'フリープランはプラン画面から解約してください。');
  return withPaidMembership(services, listener, target, run);
}
