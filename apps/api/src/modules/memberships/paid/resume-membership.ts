import type { Services } from '../../../services';
import { badInput } from '../../../lib/domain-error';
import type { ListenerRow } from '../../listeners/listeners.repository';
import { findSavedCard } from '../../saved-card/saved-card.repository';
import { convergeMembership } from './converge-membership';
import { CHANGED, withOwnPaidMembership, type ChangeServices } from './with-paid-membership';
import type { RequestRow } from '../../requests/requests.repository';
import { mailMembershipResumed } from '../membership-mails';

/** resume_payment: undo a cancel at the period end (cancel-membership.ts) before it comes; mailed once per request. */
export function resumeMembership(
  services: ChangeServices,
  listener: ListenerRow,
  prices: readonly string[],
  request: RequestRow,
) {
  return withOwnPaidMembership(services, listener, prices, 'resume', async (membership) => {
    // A resumed card membership renews on the saved card: there must be one (it may have been
    // deleted while the membership was canceled, decision 027), and the subscription is pinned to it.
    const card = membership.payment_method === 'card' ? await requireSavedCard(services, listener) : null;
    await services.stripe.subscriptions.update(membership.stripe_subscription_id!, {
      cancel_at_period_end: false,
      ...(card ? { default_payment_method: card } : {}),
    });
    const resumed = await convergeMembership(services, membership.stripe_subscription_id!);
    if (resumed) await services.db.transaction((tx) => mailMembershipResumed(tx, request.id, resumed));
    return CHANGED;
  });
}

async function requireSavedCard(services: Pick<Services, 'db'>, listener: ListenerRow): Promise<string> {
  const card = await findSavedCard(services.db, listener.id);
  if (!card)
    throw badInput('paymentMethod', 'カードが登録されていません。カードを登録してから再開してください。');
  return card.stripe_payment_method_id;
}
