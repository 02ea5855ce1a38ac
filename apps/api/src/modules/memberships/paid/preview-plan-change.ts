import type Stripe from 'stripe';
import { KONBINI_DAYS_UNTIL_DUE, addMonthsJst } from '@fan/shared';
import type { Services } from '../../../services';
import type { RequestStore } from '../../../lib/per-request';
import { badInput } from '../../../lib/domain-error';
import type { ListenerRow } from '../../listeners/listeners.repository';
import { findSavedCard, type SavedCardRow } from '../../saved-card/saved-card.repository';
import { findMembership } from '../memberships.repository';
import { collectedAs } from '../../../integrations/stripe/minimum-charge';
import { heldInvoiceFor } from './pay-pending-upgrade';
import { prorationDate } from './proration-date';
import { requireAction, resolveTarget } from './resolve-target';
import { requireSameMethod } from './same-method';

export type PlanChangeType = 'upgrade_recurring_payment' | 'downgrade_recurring_payment';

export interface PlanChangePreview {
  paymentType: PlanChangeType;
  /** Yen charged now: the prorated difference of an upgrade, 0 for a downgrade (or under ¥50). */
  amountDue: number;
  /** Yen not charged now because under Stripe's minimum charge: added to the next invoice instead. */
  addedToNextInvoice: number;
  /** From when the new price renews. */
  nextBillingDate: Date;
  /** From when the new tier is the member's: now for a card upgrade, else nextBillingDate. */
  changesAt: Date;
  /** konbini: days each renewal invoice (its voucher) stays payable after it is issued. */
  konbiniDueDays: number | null;
  /** The new price, charged at every renewal from nextBillingDate. */
  nextAmount: number;
  intervalMonths: number;
  /** How the membership is billed: its card subscription, or konbini invoices. */
  paymentMethod: 'card' | 'konbini';
  /** The saved card that pays (card billing only). */
  card: SavedCardRow | null;
  /** The moment the amount was prorated at (unix seconds): managePaymentV2 sends it back to pay exactly it. */
  prorationDate: number | null;
}

const CHANGE_ACTIONS = {
  upgrade_recurring_payment: 'upgrade',
  downgrade_recurring_payment: 'downgrade',
} as const;

/**
 * What a plan change will charge, to what and from when, for the final confirmation (特定商取引法:
 * amount, payment method and timing). Refuses exactly what managePaymentV2 refuses for the same
 * change. A card upgrade asks Stripe for the invoice the change would make now (the same items and
 * proration as upgradeMembership); a downgrade, and a konbini member's upgrade, charge nothing until
 * the next billing date, when the new price's invoice is issued.
 */
export async function previewPlanChange(
  services: Services & RequestStore,
  listener: ListenerRow,
  prices: readonly string[],
  paymentType: string,
): Promise<PlanChangePreview> {
  if (!(paymentType in CHANGE_ACTIONS)) throw badInput('paymentType', 'プラン変更の種類が正しくありません。');
  const type = paymentType as PlanChangeType;
  const target = await resolveTarget(services, listener, prices);
  requireAction(target, CHANGE_ACTIONS[type]);
  const membership = await findMembership(services.db, listener.id, target.contributorId);
  if (!membership?.stripe_subscription_id) throw badInput('prices', '有料プランに登録していません。');
  requireSameMethod(membership, target.price);
  const paymentMethod = membership.payment_method === 'konbini' ? 'konbini' : 'card';
  const card = paymentMethod === 'card' ? await findSavedCard(services.db, listener.id) : null;
  const common = {
    paymentType: type,
    nextAmount: target.price.price,
    intervalMonths: target.price.interval_months,
    paymentMethod,
    card,
    prorationDate: null,
    konbiniDueDays: paymentMethod === 'konbini' ? KONBINI_DAYS_UNTIL_DUE : null,
  } as const;
  if (type === 'downgrade_recurring_payment' || paymentMethod === 'konbini') {
    if (!membership.current_period_end) throw badInput('prices', '有料プランに登録していません。');
    const periodEnd = new Date(membership.current_period_end);
    return {
      ...common,
      amountDue: 0,
      addedToNextInvoice: 0,
      nextBillingDate: periodEnd,
      changesAt: periodEnd,
    };
  }

  const current = await services.stripe.subscriptions.retrieve(membership.stripe_subscription_id);
  const item = current.items.data[0]!;
  const stripePrice = target.price.stripe_price_id!;
  // A declined upgrade still held: confirming the same upgrade pays its invoice as it stands.
  if (current.pending_update) {
    const held = await services.stripe.invoices.retrieve(heldInvoiceFor(current, stripePrice));
    const heldItem = current.pending_update.subscription_items?.[0] ?? item;
    return {
      ...common,
      ...dueNow(held.amount_due),
      nextBillingDate: new Date(heldItem.current_period_end * 1000),
      changesAt: services.now(),
    };
  }
  const at = prorationDate(item, Math.floor(services.now().getTime() / 1000));
  const invoice = await services.stripe.invoices.createPreview({
    customer: typeof current.customer === 'string' ? current.customer : current.customer.id,
    subscription: current.id,
    subscription_details: {
      items: [{ id: item.id, price: stripePrice }],
      proration_behavior: 'always_invoice',
      proration_date: at,
    },
  });
  return {
    ...common,
    prorationDate: at,
    ...dueNow(invoice.amount_due),
    nextBillingDate: renewsAt(invoice, item, stripePrice, target.price.interval_months, services.now()),
    changesAt: services.now(),
  };
}

/** Under Stripe's minimum charge, the amount is added to the next invoice rather than charged now. */
function dueNow(amountDue: number) {
  const { chargedNow, addedToNextInvoice } = collectedAs(amountDue);
  return { amountDue: chargedNow, addedToNextInvoice };
}

const monthsOf = (price: Stripe.Price) =>
  (price.recurring?.interval === 'year' ? 12 : 1) * (price.recurring?.interval_count ?? 1);

/**
 * Spec section 4's renewal rule as Stripe applies it: the same period keeps the current period end;
 * another period restarts the cycle now, so the new price's line in the preview ends where the new
 * period does (Stripe's clock, which may differ from ours in development), else now + its months.
 */
function renewsAt(
  invoice: Stripe.Invoice,
  item: Stripe.SubscriptionItem,
  stripePrice: string,
  months: number,
  now: Date,
): Date {
  if (monthsOf(item.price) === months) return new Date(item.current_period_end * 1000);
  const line = invoice.lines.data.find(
    (l) => l.pricing?.price_details?.price === stripePrice && !isProration(l),
  );
  return line ? new Date(line.period.end * 1000) : addMonthsJst(now, months);
}

const isProration = (line: Stripe.InvoiceLineItem) =>
  line.parent?.subscription_item_details?.proration ?? line.parent?.invoice_item_details?.proration ?? false;
