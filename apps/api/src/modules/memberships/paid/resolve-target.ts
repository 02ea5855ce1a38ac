import type { ViewServices } from '../reads/view-services';
import { badInput, forbidden } from '../../../lib/domain-error';
import type { ListenerRow } from '../../listeners/listeners.repository';
import { findPriceByStripeId, findTier, type TierPriceRow } from '../../catalog/tiers.repository';
import { loadTierViews, type TierView } from '../reads/tier-view';

export interface Target {
  price: TierPriceRow;
  /** The target tier as the listener sees it now (flags and allowed actions). */
  view: TierView;
  contributorId: number;
}

/** The one catalogue price a membership payment names, with its tier's state for this listener. */
export async function resolveTarget(
  services: ViewServices,
  listener: ListenerRow,
  prices: readonly string[],
): Promise<Target> {
  if (prices.length !== 1 || !prices[0]) throw badInput('prices', 'プランの期間を1つ選択してください。');
  const price = await findPriceByStripeId(services.db, listener.project_id, prices[0]);
  if (!price) throw badInput('prices', 'プランが正しくありません。');
  const view = await loadTierViewOfPrice(services, listener, price);
  return { price, view, contributorId: view.tier.contributor_id };
}

async function loadTierViewOfPrice(
  services: ViewServices,
  listener: ListenerRow,
  price: TierPriceRow,
): Promise<TierView> {
  const tier = await findTier(services.db, listener.project_id, price.subscription_tier_id);
  if (!tier) throw badInput('prices', 'プランが正しくありません。');
  // Fresh, not the instance's catalogue cache: a payment decides on the tier as it is now.
  const views = await loadTierViews(services, listener.id, [tier.contributor_id], undefined, true);
  return views.find((v) => v.tier.id === price.subscription_tier_id)!;
}

/**
 * Refuses an action the matrix does not allow, with the reason a fan can act on; and a move onto a
 * price an operator has replaced (a page opened before the change). Cancel and resume name the
 * fan's own price, which may be an archived one they keep.
 */
export function requireAction(
  target: Target,
  action: 'register' | 'cancel' | 'resume' | 'upgrade' | 'downgrade',
) {
  const { view } = target;
  if (view.paidPlatform === 'ios')
    throw forbidden('iOSアプリで購入したメンバーシップはiOSアプリから変更してください。');
  // An operator archived the tier or its creator (decision 020): members on it keep it, nobody moves onto it.
  if (view.tier.archived && action !== 'cancel' && action !== 'resume')
    throw badInput('prices', 'このプランは受付を終了しました。画面を更新してください。');
  if (target.price.archived_at && action !== 'cancel' && action !== 'resume')
    throw badInput('prices', 'この料金は受付を終了しました。画面を更新して、プランを選び直してください。');
  if (view.actions[action]) return;
  if (action === 'upgrade' && view.renewalUnpaid)
    throw badInput('prices', '未払いの更新料金があるため、プランを変更できません。先にお支払いください。');
  // The matrix is the one rule: a restricted current tier can still be canceled (spec section 4).
  if (view.tier.restricted) throw forbidden('このプランはご利用いただけません。');
  throw badInput('prices', 'このプランではこの操作はできません。');
}
