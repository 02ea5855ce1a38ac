import type Stripe from 'stripe';
import type { Services } from '../../../services';
import { findFreeTier, findPrice, findPriceByStripeId } from '../../catalog/tiers.repository';
import {
  findMembershipById,
  findMembershipBySubscription,
  recordMembershipPayment,
  updateMembership,
  updatePendingMembership,
  type MembershipRow,
} from '../memberships.repository';
import { closeUnpaidKonbini, hasLiveVoucher } from './close-unpaid-konbini';
import { convergeRenewal } from '../renewals/converge-renewal';
import { closeUnpaidRenewal } from '../renewals/close-unpaid-renewal';
import { isUnpaidRenewal } from '../renewals/renewal-deadline';
import { mailMembershipKonbiniExpired, mailMembershipPaid } from '../membership-mails';
import { oneAtATimePer } from '../../../lib/one-at-a-time';

const ENDED: Stripe.Subscription.Status[] = ['canceled', 'incomplete_expired', 'unpaid'];
/** A konbini registration's first invoice is past its due date (Stripe moved the subscription on). */
const KONBINI_OVERDUE: Stripe.Subscription.Status[] = ['past_due', ...ENDED];
const PENDING_CLEARED = {
  pending_tier_id: null,
  pending_price_id: null,
  pending_method: null,
  pending_stripe_subscription_id: null,
  pending_since: null,
} as const;

/**
 * Brings a membership to its Stripe subscription's state, read back from Stripe: the first paid
 * invoice makes a pending tier current, renewals add paid months, an ended subscription falls back
 * to the free tier. Events only name the subscription; running this any number of times, in any
 * order, ends in the same state.
 */
export const convergeMembership = oneAtATimePer(
  (_services: ConvergeServices, subscriptionId: string) => subscriptionId,
  convergeOnce,
);

// One subscription's convergences run one after another in this process: each reads Stripe and then
// writes, so a webhook's run that read Stripe before a change must not write after the change's own
// run (an upgrade answered, then its tier put back by a late write of the old state). Instances do
// not share this order (decision 042 leaves cross-instance convergence to the next event or pass).
type ConvergeServices = Pick<Services, 'db' | 'stripe' | 'config'>;

async function convergeOnce(
  services: ConvergeServices,
  subscriptionId: string,
): Promise<MembershipRow | null> {
  const sub = await services.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
  const membership =
    (await findMembershipBySubscription(services.db, sub.id)) ??
    (sub.metadata.membership_id
      ? await findMembershipById(services.db, Number(sub.metadata.membership_id))
      : null);
  if (!membership) return null;
  await recordPaidPeriods(services, membership, sub);
  const item = sub.items.data[0];
  const price = item ? await findPriceByStripeId(services.db, membership.project_id, item.price.id) : null;
  const latest = sub.latest_invoice as Stripe.Invoice | null;

  if (membership.pending_stripe_subscription_id === sub.id) {
    // Only while this is still the pending registration: registering again replaces it, and this
    // convergence (a late webhook of the old one) must not drop or activate the new one.
    const updatePending = async (changes: Parameters<typeof updatePendingMembership>[3]) =>
      (await updatePendingMembership(services.db, membership.id, sub.id, changes)) ??
      findMembershipById(services.db, membership.id);
    const dropPending = () => updatePending(PENDING_CLEARED);
    // Product rule (ADR 009): an unpaid konbini registration ends at its due date, whatever the
    // account's dunning settings; its invoice is voided first so it can never take money.
    if (
      membership.pending_method === 'konbini' &&
      latest?.status !== 'paid' &&
      (KONBINI_OVERDUE.includes(sub.status) || latest?.status === 'void')
    ) {
      if (!ENDED.includes(sub.status) && latest && (await hasLiveVoucher(services, latest)))
        return membership;
      if ((await closeUnpaidKonbini(services, sub.id)) === 'paid') return convergeOnce(services, sub.id);
      if (!KONBINI_OVERDUE.includes(sub.status) || !latest) return dropPending();
      // Past its due date unpaid (not replaced by a new registration): dropped, and mailed with the drop.
      const dropped = await services.db.transaction(async (tx) => {
        const row = await updatePendingMembership(tx, membership.id, sub.id, PENDING_CLEARED);
        if (row && membership.pending_tier_id)
          await mailMembershipKonbiniExpired(
            tx,
            {
              listener_id: membership.listener_id,
              tier_id: membership.pending_tier_id,
              price_id: membership.pending_price_id,
            },
            {
              id: latest.id!,
              yen: latest.amount_due,
              dueAt: new Date((latest.due_date ?? latest.created) * 1000),
              renewal: false,
            },
          );
        return row;
      });
      return dropped ?? findMembershipById(services.db, membership.id);
    }
    if (ENDED.includes(sub.status)) return dropPending();
    if (latest?.status !== 'paid' || !price) return membership; // still waiting for 3-D Secure or the konbini voucher
    return updatePending({
      status: 'active',
      tier_id: price.subscription_tier_id,
      price_id: price.id,
      payment_method: membership.pending_method,
      stripe_subscription_id: sub.id,
      cancel_at_period_end: sub.cancel_at_period_end,
      current_period_end: item ? new Date(item.current_period_end * 1000) : null,
      pending_tier_id: null,
      pending_price_id: null,
      pending_method: null,
      pending_stripe_subscription_id: null,
      pending_since: null,
      scheduled_tier_id: null,
      scheduled_price_id: null,
      plan_started_at: new Date(),
      test_clock: clockOf(sub),
    });
  }

  if (membership.stripe_subscription_id !== sub.id) return membership; // an old subscription: nothing of ours follows it
  // Product rule (ADR 032): a konbini renewal unpaid at its due date ends the membership, as an unpaid
  // registration does; its invoice is voided first so it can never take money.
  if (
    sub.status === 'past_due' &&
    sub.collection_method === 'send_invoice' &&
    isUnpaidRenewal(latest) &&
    !(await hasLiveVoucher(services, latest))
  ) {
    await closeUnpaidRenewal(services, sub.id, latest.id!);
    return convergeOnce(services, sub.id);
  }
  await convergeRenewal(services, membership, sub, ENDED.includes(sub.status));
  if (ENDED.includes(sub.status)) {
    const free = await findFreeTier(services.db, membership.contributor_id);
    return updateMembership(services.db, membership.id, {
      tier_id: free!.id,
      price_id: null,
      payment_method: null,
      stripe_subscription_id: null,
      cancel_at_period_end: false,
      current_period_end: null,
      scheduled_tier_id: null,
      scheduled_price_id: null,
      plan_started_at: new Date(),
    });
  }
  const periodEnd = item ? new Date(item.current_period_end * 1000) : membership.current_period_end;
  // A downgrade waits for the next period: the old tier stays until Stripe has started a new one.
  const newPeriod =
    periodEnd &&
    membership.current_period_end &&
    periodEnd.getTime() > new Date(membership.current_period_end).getTime();
  const scheduledDue = membership.scheduled_price_id !== null && newPeriod;
  const keepTier = membership.scheduled_price_id !== null && !scheduledDue;
  const effective = keepTier ? await findPrice(services.db, membership.price_id!) : price;
  return updateMembership(services.db, membership.id, {
    tier_id: effective?.subscription_tier_id ?? membership.tier_id,
    price_id: effective?.id ?? membership.price_id,
    // How Stripe collects now: a payment method change (switch-payment-method.ts) takes effect here.
    payment_method: sub.collection_method === 'send_invoice' ? 'konbini' : 'card',
    cancel_at_period_end: sub.cancel_at_period_end,
    current_period_end: periodEnd,
    test_clock: clockOf(sub),
    ...(scheduledDue
      ? { scheduled_tier_id: null, scheduled_price_id: null, plan_started_at: new Date() }
      : {}),
    ...(effective && effective.subscription_tier_id !== membership.tier_id && !scheduledDue
      ? { plan_started_at: new Date() }
      : {}),
  });
}

/** The subscription's test clock (its time is the membership's, renewal-reminder.ts); null in live mode. */
const clockOf = (sub: Stripe.Subscription) =>
  typeof sub.test_clock === 'string' ? sub.test_clock : (sub.test_clock?.id ?? null);

const REASONS: Partial<Record<string, 'registration' | 'renewal' | 'plan_change'>> = {
  subscription_create: 'registration',
  subscription_cycle: 'renewal',
  subscription_update: 'plan_change',
};

/**
 * Each paid invoice is recorded once: a period invoice (creation, renewal) counts its months; a plan
 * change's charge (an upgrade's proration) counts none but is a payment the fan's history shows.
 */
async function recordPaidPeriods(
  services: Pick<Services, 'db' | 'stripe' | 'config'>,
  membership: MembershipRow,
  sub: Stripe.Subscription,
) {
  const invoices = await services.stripe.invoices.list({ subscription: sub.id, status: 'paid', limit: 100 });
  for (const invoice of invoices.data) {
    const reason = REASONS[invoice.billing_reason ?? ''];
    if (!reason || (reason === 'plan_change' && invoice.amount_paid <= 0)) continue;
    // A proration invoice also credits the old price: its tier is the one of the charged (positive) line.
    const line =
      reason === 'plan_change'
        ? invoice.lines.data.find((l) => l.amount > 0 && l.pricing?.price_details?.price)
        : invoice.lines.data.find((l) => l.pricing?.price_details?.price);
    const priceId = line?.pricing?.price_details?.price;
    const price = priceId
      ? await findPriceByStripeId(
          services.db,
          membership.project_id,
          typeof priceId === 'string' ? priceId : priceId.id,
        )
      : null;
    if (!price) continue;
    const payment = {
      invoiceId: invoice.id!,
      membershipId: membership.id,
      tierId: price.subscription_tier_id,
      months: reason === 'plan_change' ? 0 : price.interval_months,
      amount: invoice.amount_paid,
      paidAt: new Date((invoice.status_transitions.paid_at ?? invoice.created) * 1000),
      method: invoice.collection_method === 'send_invoice' ? ('konbini' as const) : ('card' as const),
      reason,
    };
    // The payment and its mail together, once per invoice (decision 049).
    await services.db.transaction(async (tx) => {
      if (await recordMembershipPayment(tx, payment))
        await mailMembershipPaid(tx, membership, { ...payment, months: price.interval_months });
    });
  }
}
