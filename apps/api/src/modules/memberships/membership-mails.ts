import type { Queryable } from '../../db/db';
import { enqueueMailToListener } from '../mail/enqueue-mail';
import type { MembershipRow } from './memberships.repository';
import type { TierPriceRow } from '../catalog/tiers.repository';

// The mails a membership causes (decision 049), each keyed by its cause: a paid invoice by its id,
// an accepted cancel or resume by its operation request (a retried tap is the same request).

/** The creator's and a tier's names, as the fan sees them on the plans screen. */
async function namesOf(tx: Queryable, tierId: number) {
  const rows = await tx.query<{ creator: string; tier: string }>(
    `SELECT c.name AS creator, t.title AS tier FROM subscription_tiers t
     JOIN contributors c ON c.id = t.contributor_id WHERE t.id = $1`,
    [tierId],
  );
  return rows[0] ?? null;
}

/** A paid invoice recorded: in the transaction that records it (membership_payments). */
export async function mailMembershipPaid(
  tx: Queryable,
  membership: Pick<MembershipRow, 'listener_id'>,
  payment: {
    invoiceId: string;
    tierId: number;
    months: number;
    amount: number;
    method: 'card' | 'konbini';
    reason: 'registration' | 'renewal' | 'plan_change';
  },
) {
  const names = await namesOf(tx, payment.tierId);
  if (!names) return false;
  return enqueueMailToListener(tx, membership.listener_id, {
    cause: `membership-paid:${payment.invoiceId}`,
    template: 'membership-paid',
    data: {
      ...names,
      months: payment.months,
      yen: payment.amount,
      method: payment.method,
      reason: payment.reason,
      paymentId: `membership-${payment.invoiceId}`,
    },
  });
}

/** A cancel at the period end accepted (the membership row converged to it). */
export async function mailMembershipCanceled(tx: Queryable, requestId: string, membership: MembershipRow) {
  const names = await namesOf(tx, membership.tier_id);
  if (!names || !membership.cancel_at_period_end || !membership.current_period_end) return false;
  return enqueueMailToListener(tx, membership.listener_id, {
    cause: `membership-canceled:${requestId}`,
    template: 'membership-canceled',
    data: { ...names, endsAt: new Date(membership.current_period_end).toISOString() },
  });
}

/** A cancel undone before the period end: it renews on `current_period_end` at its price. */
export async function mailMembershipResumed(tx: Queryable, requestId: string, membership: MembershipRow) {
  const names = await namesOf(tx, membership.tier_id);
  if (!names || membership.cancel_at_period_end || !membership.current_period_end || !membership.price_id)
    return false;
  // A konbini price row's price includes its fee: what Stripe charges at the renewal.
  const [price] = await tx.query<{ price: number }>('SELECT price FROM subscription_prices WHERE id = $1', [
    membership.price_id,
  ]);
  return enqueueMailToListener(tx, membership.listener_id, {
    cause: `membership-resumed:${requestId}`,
    template: 'membership-resumed',
    data: {
      ...names,
      renewsAt: new Date(membership.current_period_end).toISOString(),
      yen: price?.price ?? 0,
    },
  });
}

/**
 * A change from the next renewal accepted (a downgrade, a konbini member's upgrade, a method
 * switch): in the transaction that records it, keyed by its request's Stripe key.
 */
export async function mailPlanChanged(
  tx: Queryable,
  key: string,
  membership: Pick<MembershipRow, 'listener_id' | 'tier_id' | 'current_period_end'>,
  target: Pick<TierPriceRow, 'subscription_tier_id' | 'interval_months' | 'price' | 'konbini'>,
  kind: 'downgrade' | 'upgrade' | 'method',
) {
  const [from, to] = await Promise.all([
    namesOf(tx, membership.tier_id),
    namesOf(tx, target.subscription_tier_id),
  ]);
  if (!from || !to || !membership.current_period_end) return false;
  return enqueueMailToListener(tx, membership.listener_id, {
    cause: `membership-plan-changed:${key}`,
    template: 'membership-plan-changed',
    data: {
      creator: to.creator,
      fromTier: from.tier,
      tier: to.tier,
      months: target.interval_months,
      yen: target.price,
      effectiveAt: new Date(membership.current_period_end).toISOString(),
      kind,
      method: target.konbini ? 'konbini' : 'card',
    },
  });
}

/** What a konbini renewal invoice's mails name: the creator, the plan and its months. */
async function renewalItem(tx: Queryable, membership: Pick<MembershipRow, 'tier_id' | 'price_id'>) {
  const names = await namesOf(tx, membership.tier_id);
  if (!names) return null;
  const [price] = membership.price_id
    ? await tx.query<{ interval_months: number }>(
        'SELECT interval_months FROM subscription_prices WHERE id = $1',
        [membership.price_id],
      )
    : [];
  return konbiniItem(names.creator, names.tier, price?.interval_months ?? null);
}

/** What a membership's konbini mails say is paid for, e.g. 「星野あかり メンバーシップ（ライト・3か月）」. */
export const konbiniItem = (creator: string, tier: string, months: number | null) =>
  `${creator} メンバーシップ（${tier}${months ? `・${months}か月` : ''}）`;

/**
 * A konbini invoice of a membership opened (a registration's first, or a renewal): its payment
 * page, amount and due time. Keyed by the invoice, with the point purchases' mails' names.
 */
export async function mailMembershipKonbiniIssued(
  tx: Queryable,
  membership: Pick<MembershipRow, 'listener_id' | 'tier_id' | 'price_id'>,
  invoice: { id: string; yen: number; dueAt: Date; pageUrl: string },
) {
  const item = await renewalItem(tx, membership);
  if (!item) return false;
  return enqueueMailToListener(tx, membership.listener_id, {
    cause: `konbini-number-issued:${invoice.id}`,
    template: 'konbini-number-issued',
    data: {
      item,
      yen: invoice.yen,
      expiresAt: invoice.dueAt.toISOString(),
      voucherUrl: invoice.pageUrl,
      invoicePage: true,
    },
  });
}

/** A konbini invoice closed unpaid: a registration dropped, or a renewal that ended the membership. */
export async function mailMembershipKonbiniExpired(
  tx: Queryable,
  membership: Pick<MembershipRow, 'listener_id' | 'tier_id' | 'price_id'>,
  invoice: { id: string; yen: number; dueAt: Date; renewal: boolean },
) {
  const item = await renewalItem(tx, membership);
  if (!item) return false;
  return enqueueMailToListener(tx, membership.listener_id, {
    cause: `konbini-expired:${invoice.id}`,
    template: 'konbini-expired',
    data: { item, yen: invoice.yen, expiresAt: invoice.dueAt.toISOString(), renewal: invoice.renewal },
  });
}
