import type { MembershipPlansQuery } from '../../../graphql/generated/operations';
import type { PlanPrice, PlanTier } from '../../../entities/membership/plan-documents';
import { formatJstDate, formatYen } from '../../../lib/format';
import * as ja from '../../../messages/ja';
import type { ManagementType } from './membership-route-state';

export interface SummaryRow {
  label: string;
  /** Phrases kept whole on a line; the line breaks between them on a narrow screen. */
  value: readonly string[];
  /** A short remark after the value, in smaller type (e.g. what an amount is). */
  note?: string;
}

export interface ManagementSummary {
  rows: SummaryRow[];
  body: string;
  confirmLabel: string;
}

export type CancelOrResume = Extract<ManagementType, 'cancel_payment' | 'resume_payment'>;
export type PlanChangeType = Extract<
  ManagementType,
  'upgrade_recurring_payment' | 'downgrade_recurring_payment'
>;

export function isPlanChange(type: ManagementType): type is PlanChangeType {
  return type === 'upgrade_recurring_payment' || type === 'downgrade_recurring_payment';
}

/** Every membership change but cancel keeps charging the card subscription. */
export function managementNeedsCard(type: ManagementType): boolean {
  return type !== 'cancel_payment';
}

export function findPrice(
  tiers: readonly PlanTier[],
  priceId: string,
): { tier: PlanTier; price: PlanPrice } | null {
  for (const tier of tiers) {
    const price = tier.subscriptionPricesConnection.nodes.find((p) => p.stripePriceId === priceId);
    if (price) return { tier, price };
  }
  return null;
}

/** What a cancel or resume will do, when, and at what price; null if unknown. */
export function managementSummary(
  type: CancelOrResume,
  data: MembershipPlansQuery,
  priceId: string,
): ManagementSummary | null {
  const m = data.subscriptionMembership;
  // Cancel and resume name the member's own price, which an operator may have replaced since
  // (decision 027): it is the membership's current price, not one of the tiers' live prices.
  const price =
    m?.currentPrice?.stripePriceId === priceId
      ? m.currentPrice
      : findPrice(data.subscriptionTiersConnection.nodes, priceId)?.price;
  if (!m || !price || !m.nextBillingDate) return null;
  const t = ja.membershipManagement;
  const date = formatJstDate(m.nextBillingDate);
  const rows: SummaryRow[] = [
    { label: t.creator, value: [data.contributorProfile.name] },
    { label: t.currentPlan, value: [m.currentTier.title] },
    { label: t.price, value: [t.priceLine(formatYen(price.stripePrice), price.title)] },
  ];
  const confirmLabel = t.confirm[type];
  if (type === 'cancel_payment') {
    rows.push({ label: t.expiryDate, value: [date] });
    return { rows, body: t.cancelBody(date), confirmLabel };
  }
  rows.push({ label: t.nextBillingDate, value: [date] });
  return { rows, body: t.resumeBody(date), confirmLabel };
}
