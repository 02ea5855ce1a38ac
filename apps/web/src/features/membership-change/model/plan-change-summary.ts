import type { MembershipPlansQuery } from '../../../graphql/generated/operations';
import { formatJstDate, formatYen } from '../../../lib/format';
import * as ja from '../../../messages/ja';
import type { PlanChangePreviewData } from '../api/plan-change-preview';
import { brandDisplayName } from '../../../entities/payment/model/card-brand';
import {
  findPrice,
  type ManagementSummary,
  type PlanChangeType,
  type SummaryRow,
} from './membership-management';

/**
 * The final confirmation of an upgrade or downgrade (特定商取引法 第12条の6): what is charged now,
 * to which payment method, and from when the new price renews, as the API previewed it.
 */
export function planChangeSummary(
  type: PlanChangeType,
  data: MembershipPlansQuery,
  priceId: string,
  preview: PlanChangePreviewData,
): ManagementSummary | null {
  const m = data.subscriptionMembership;
  const target = findPrice(data.subscriptionTiersConnection.nodes, priceId);
  if (!m || !target) return null;
  const t = ja.membershipManagement;
  const up = type === 'upgrade_recurring_payment';
  const newPeriod = m.currentPrice?.interval !== preview.intervalMonths;
  const date = formatJstDate(preview.nextBillingDate);
  // A konbini member's upgrade starts at the next renewal, like a downgrade (decision 044).
  const konbini = preview.paymentMethod === 'konbini';
  const atOnce = up && !konbini;
  // Under Stripe's ¥50 minimum the difference is not charged now but added to the next invoice.
  const deferred = preview.addedToNextInvoice;
  const note = !atOnce
    ? t.nothingNow
    : deferred > 0
      ? t.addedToNextInvoice(formatYen(deferred))
      : newPeriod
        ? t.unusedDeducted
        : t.prorated;
  const rows: SummaryRow[] = [
    { label: t.creator, value: [data.contributorProfile.name] },
    { label: t.currentPlan, value: [m.currentTier.title] },
    { label: t.newPlan, value: [target.tier.title] },
    { label: t.when, value: [atOnce ? t.immediately : formatJstDate(preview.changesAt)] },
    { label: t.paymentMethod, value: [methodLabel(preview)] },
    { label: t.chargeNow, value: [formatYen(preview.amountDue)], note },
    {
      label: t.nextBillingDate,
      value: [t.renewsFrom(date), t.perPeriod(formatYen(preview.nextAmount), preview.intervalMonths)],
      ...(konbini && preview.konbiniDueDays ? { note: t.konbiniRenewalNote(preview.konbiniDueDays) } : {}),
    },
  ];
  const body = !up
    ? t.downgradeBody(date)
    : konbini
      ? t.konbiniUpgradeBody(formatJstDate(preview.changesAt), preview.konbiniDueDays ?? 0)
      : newPeriod
        ? t.upgradeNewPeriodBody
        : t.upgradeBody;
  return { rows, body, confirmLabel: t.confirm[type] };
}

/** The card that pays (the caller sends a card member without a saved card to register one first). */
function methodLabel(preview: PlanChangePreviewData): string {
  const t = ja.membershipManagement;
  if (preview.paymentMethod === 'konbini' || !preview.card) return t.konbini;
  return t.cardLine(brandDisplayName(preview.card.brand), preview.card.last4);
}
