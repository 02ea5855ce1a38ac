import type { Queryable } from '../../db/db';
import { enqueueMailToListener } from '../mail/enqueue-mail';
import type { MembershipRow } from './memberships.repository';

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
