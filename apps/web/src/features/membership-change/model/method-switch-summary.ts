import { KONBINI_DAYS_UNTIL_DUE } from '@fan/shared';
import type { MembershipPlansQuery } from '../../../graphql/generated/operations';
import type { SavedCard } from '../../../entities/payment/api/saved-card';
import { brandDisplayName } from '../../../entities/payment/model/card-brand';
import { formatJstDate, formatYen } from '../../../lib/format';
import * as ja from '../../../messages/ja';
import { findPrice, type ManagementSummary } from './membership-management';

/**
 * The final confirmation of a payment method change (decision 044): the same plan, paid the other
 * way from the next renewal, at that method's price; nothing charged now. null if the price is not
 * the current tier's or a card is needed and missing.
 */
export function methodSwitchSummary(
  data: MembershipPlansQuery,
  priceId: string,
  card: SavedCard | null,
): ManagementSummary | null {
  const m = data.subscriptionMembership;
  const target = findPrice(data.subscriptionTiersConnection.nodes, priceId);
  if (!m?.nextBillingDate || !target || target.tier.databaseId !== m.currentTier.databaseId) return null;
  const t = ja.membershipManagement;
  const toKonbini = target.price.konbini;
  if (!toKonbini && !card) return null;
  const cardLine = card ? t.cardLine(brandDisplayName(card.brand), card.last4) : '';
  const date = formatJstDate(m.nextBillingDate);
  const newMethod = toKonbini ? t.konbini : cardLine;
  return {
    rows: [
      { label: t.creator, value: [data.contributorProfile.name] },
      { label: t.plan, value: [m.currentTier.title] },
      { label: t.currentMethod, value: [toKonbini ? t.cardPayment : t.konbini] },
      { label: t.newMethod, value: [newMethod] },
      { label: t.when, value: [date] },
      { label: t.chargeNow, value: [formatYen(0)], note: t.nothingNow },
      {
        label: t.nextBillingDate,
        value: [t.renewsFrom(date), t.perPeriod(formatYen(target.price.stripePrice), target.price.interval)],
        ...(toKonbini ? { note: t.konbiniRenewalNote(KONBINI_DAYS_UNTIL_DUE) } : {}),
      },
    ],
    body: t.methodSwitchBody(date, toKonbini ? t.konbini : t.cardPayment),
    confirmLabel: t.confirm.payment_method_change,
  };
}
