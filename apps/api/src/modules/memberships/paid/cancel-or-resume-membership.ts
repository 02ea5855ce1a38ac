import type { Services } from '../../../services';
import type { RequestStore } from '../../../lib/per-request';
import { badInput } from '../../../lib/domain-error';
import type { ListenerRow } from '../../listeners/listeners.repository';
import { findSavedCard } from '../../saved-card/saved-card.repository';
import { updateMembership } from '../memberships.repository';
import { convergeMembership } from './converge-membership';
import { releaseSchedule } from './release-schedule';
import { requireAction, resolveTarget } from './resolve-target';
import { CHANGED, withPaidMembership } from './with-paid-membership';

/** cancel_payment / resume_payment: cancel at the period end, or undo that before it comes. */
export async function setCancelAtPeriodEnd(
  services: Services & RequestStore,
  listener: ListenerRow,
  prices: readonly string[],
  cancel: boolean,
) {
  const target = await resolveTarget(services, listener, prices);
  requireAction(target, cancel ? 'cancel' : 'resume');
  if (target.view.tier.rank === 0) throw badInput('prices', 'フリープランはプラン画面から解約してください。');
  return withPaidMembership(services, listener, target, async (membership) => {
    if (cancel) {
      // Ending at the period end makes a scheduled downgrade moot; Stripe refuses cancelation
      // changes on a subscription its schedule manages.
      await releaseSchedule(
        services.stripe,
        await services.stripe.subscriptions.retrieve(membership.stripe_subscription_id!),
      );
      await updateMembership(services.db, membership.id, {
        scheduled_tier_id: null,
        scheduled_price_id: null,
      });
    }
    // A resumed card membership renews on the saved card: there must be one (it may have been
    // deleted while the membership was canceled, decision 027), and the subscription is pinned to it.
    const card =
      !cancel && membership.payment_method === 'card' ? await requireSavedCard(services, listener) : null;
    await services.stripe.subscriptions.update(membership.stripe_subscription_id!, {
      cancel_at_period_end: cancel,
      ...(card ? { default_payment_method: card } : {}),
    });
    await convergeMembership(services, membership.stripe_subscription_id!);
    return CHANGED;
  });
}

async function requireSavedCard(services: Pick<Services, 'db'>, listener: ListenerRow): Promise<string> {
  const card = await findSavedCard(services.db, listener.id);
  if (!card)
    throw badInput('paymentMethod', 'カードが登録されていません。カードを登録してから再開してください。');
  return card.stripe_payment_method_id;
}
