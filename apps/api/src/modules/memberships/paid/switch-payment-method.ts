import { KONBINI_DAYS_UNTIL_DUE } from '@fan/shared';
import type Stripe from 'stripe';
import { badInput } from '../../../lib/domain-error';
import { sentParams } from '../../../integrations/stripe/sent-params';
import type { ListenerRow } from '../../listeners/listeners.repository';
import type { RequestRow } from '../../requests/requests.repository';
import { findPrice } from '../../catalog/tiers.repository';
import { findSavedCard } from '../../saved-card/saved-card.repository';
import { listOpenRenewals } from '../renewals/unpaid-renewals.repository';
import { convergeMembership } from './converge-membership';
import { mailPlanChanged } from '../membership-mails';
import { requireAction, resolveTarget } from './resolve-target';
import { CHANGED, withPaidMembership, type ChangeServices } from './with-paid-membership';

/**
 * payment_method_change: the same tier and period, paid the other way (konbini ↔ card) from the next
 * renewal (decision 044). One update of the subscription: the other method's price with
 * proration_behavior none, so nothing is invoiced now and the next invoice bills the new price, and
 * how Stripe collects (https://docs.stripe.com/api/subscriptions/update: collection_method,
 * days_until_due, payment_settings). Refused while something else is due to change the
 * subscription: a scheduled plan change (its phases would bring the old method's price back) or an
 * unpaid renewal (paid the way it was issued first).
 */
export async function switchPaymentMethod(
  services: ChangeServices,
  listener: ListenerRow,
  prices: readonly string[],
  request: RequestRow,
) {
  const target = await resolveTarget(services, listener, prices);
  // A renewing paid member of this tier (the matrix's cancel: active, not canceled, not iOS).
  requireAction(target, 'cancel');
  if (target.price.archived_at || target.view.tier.archived)
    throw badInput('prices', 'この料金は受付を終了しました。画面を更新して、選び直してください。');
  return withPaidMembership(services, listener, target, async (membership) => {
    const current = membership.price_id ? await findPrice(services.db, membership.price_id) : null;
    const toKonbini = membership.payment_method === 'card';
    if (
      !current ||
      target.price.konbini !== toKonbini ||
      target.price.interval_months !== current.interval_months
    )
      throw badInput('prices', '今のプランと同じ期間の、もう一方のお支払い方法の料金を選んでください。');
    if (membership.scheduled_price_id)
      throw badInput('prices', '予定しているプラン変更があるため、お支払い方法を変更できません。');
    if ((await listOpenRenewals(services.db, listener.id, membership.id)).length > 0)
      throw badInput(
        'prices',
        '未払いの更新料金があるため、お支払い方法を変更できません。先にお支払いください。',
      );
    const card = toKonbini ? null : await findSavedCard(services.db, listener.id);
    if (!toKonbini && !card)
      throw badInput('paymentMethod', 'カードが登録されていません。カードを登録してから変更してください。');
    const sub = await services.stripe.subscriptions.retrieve(membership.stripe_subscription_id!);
    const key = `membership-switch-${request.id}`;
    const how: Partial<Stripe.SubscriptionUpdateParams> = toKonbini
      ? {
          collection_method: 'send_invoice',
          days_until_due: KONBINI_DAYS_UNTIL_DUE,
          payment_settings: { payment_method_types: ['konbini'] },
        }
      : {
          collection_method: 'charge_automatically',
          payment_settings: { payment_method_types: ['card'] },
          default_payment_method: card!.stripe_payment_method_id,
        };
    const params = await sentParams(services.db, key, {
      items: [{ id: sub.items.data[0]!.id, price: target.price.stripe_price_id! }],
      proration_behavior: 'none' as const,
      ...how,
    });
    await services.stripe.subscriptions.update(sub.id, params, { idempotencyKey: key });
    await convergeMembership(services, sub.id);
    await services.db.transaction((tx) => mailPlanChanged(tx, key, membership, target.price, 'method'));
    return CHANGED;
  });
}
