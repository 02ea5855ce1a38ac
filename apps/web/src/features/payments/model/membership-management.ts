import type { MembershipPlansQuery } from '../../../graphql/generated/operations';
import type { PlanPrice, PlanTier } from '../../../entities/membership/plan-documents';
import { formatJstDate, formatYen } from '../../../lib/format';
import * as ja from '../../../messages/ja';
import type { ManagementType } from './membership-route-state';

export interface ManagementSummary {
  rows: { label: string; value: string }[];
  body: string;
  confirmLabel: string;
}

function findPrice(tiers: readonly PlanTier[], priceId: string): { tier: PlanTier; price: PlanPrice } | null {
  for (const tier of tiers) {
    const price = tier.subscriptionPricesConnection.nodes.find((p) => p.stripePriceId === priceId);
    if (price) return { tier, price };
  }
  return null;
}

/** What an upgrade, downgrade, cancel or resume will do, when, and for what price; null if unknown. */
export function managementSummary(
  type: ManagementType,
  data: MembershipPlansQuery,
  priceId: string,
): ManagementSummary | null {
  const m = data.subscriptionMembership;
  const target = findPrice(data.subscriptionTiersConnection.nodes, priceId);
  if (!m || !target || !m.nextBillingDate) return null;
  const t = ja.membershipManagement;
  const date = formatJstDate(m.nextBillingDate);
  const price = t.priceLine(formatYen(target.price.stripePrice), target.price.title);
  const rows: ManagementSummary['rows'] = [
    { label: t.creator, value: data.contributorProfile.name },
    { label: t.currentPlan, value: m.currentTier.title },
  ];
  const confirmLabel = t.confirm[type];
  switch (type) {
    case 'upgrade_recurring_payment':
    case 'downgrade_recurring_payment': {
      const up = type === 'upgrade_recurring_payment';
      rows.push(
        { label: t.newPlan, value: target.tier.title },
        { label: t.price, value: price },
        { label: t.when, value: up ? t.immediately : date },
      );
      return { rows, body: up ? t.upgradeBody : t.downgradeBody(date), confirmLabel };
    }
    case 'cancel_payment':
      rows.push({ label: t.expiryDate, value: date });
      return { rows, body: t.cancelBody(date), confirmLabel };
    case 'resume_payment':
      rows.push({ label: t.price, value: price }, { label: t.nextBillingDate, value: date });
      return { rows, body: t.resumeBody(date), confirmLabel };
  }
}
