import type Stripe from 'stripe';
import {
  buildInvoice,
  customerId,
  defaultPaymentMethod,
  endsWithPeriod,
  renewalLines,
  subExtraOf,
} from './billing.ts';
import { formatJstDate } from './clock.ts';
import { sendMail } from './inbox.ts';
import { scheduledPhaseAt } from './resources/subscription-schedules.ts';
import type { Sandbox } from './sandbox.ts';

// Stripe's notice before a renewal, the account's "Upcoming renewal events" days before it:
// - the `invoice.upcoming` event: "Occurs X number of days before a subscription is scheduled to create
//   an invoice that is automatically charged—where X is determined by your subscriptions settings.
//   Note: The received Invoice object will not have an invoice ID."
//   (https://docs.stripe.com/api/events/types#event_types-invoice.upcoming);
// - with "Send emails about upcoming renewals" on, the renewal reminder e-mail to the customer, one of
//   the customer emails of Billing > Subscriptions and emails
//   (https://docs.stripe.com/billing/revenue-recovery/customer-emails: "Renewal reminders", with a link
//   to update the payment method). Stripe sends no mail in test mode; the inbox shows what live would.
// Only automatically charged subscriptions (a send_invoice one is e-mailed its invoice at the renewal),
// whatever their interval (the docs name none); once per period (`upcomingNotified`, kept with the
// state, so a restart or a second advance over the same time sends nothing twice); none for a
// subscription that ends at its period end, nor when the period is shorter than the notice.

const DAY = 86_400;

/** Offers the scheduler (timeline.ts) the subscription's notice, if it still owes one. */
export function upcomingSteps(
  sb: Sandbox,
  sub: Stripe.Subscription,
  consider: (at: number, run: () => void) => void,
): void {
  const item = sub.items.data[0];
  if (!item || sub.status !== 'active' || sub.collection_method !== 'charge_automatically') return;
  if (endsWithPeriod(sub, item)) return;
  if (sb.state.subExtra[sub.id]?.upcomingNotified === item.current_period_end) return;
  const at = item.current_period_end - sb.state.settings.upcoming_renewal_days * DAY;
  if (at < item.current_period_start) return;
  consider(at, () => announceRenewal(sb, sub, item.current_period_end));
}

function announceRenewal(sb: Sandbox, sub: Stripe.Subscription, periodEnd: number): void {
  const extra = subExtraOf(sb, sub);
  extra.upcomingNotified = periodEnd;
  sb.changed();
  const items = renewingItems(sb, sub, periodEnd);
  const preview = buildInvoice(sb, sub, 'upcoming', renewalLines(sb, items, extra.anchorDay), true);
  const upcoming = { ...preview, id: null } as unknown as { id: string; object: string };
  sb.emit('invoice.upcoming', upcoming, undefined, customerId(sub));
  mailReminder(sb, sub, preview, periodEnd);
}

/** The items the renewal bills: a subscription schedule's phase starting then replaces their prices. */
function renewingItems(sb: Sandbox, sub: Stripe.Subscription, at: number): Stripe.SubscriptionItem[] {
  const phase = scheduledPhaseAt(sb, sub, at)?.phase;
  if (!phase) return sub.items.data;
  return sub.items.data.map((it, i) => {
    const p = phase.items[i]?.price;
    const price = p ? sb.state.prices[typeof p === 'string' ? p : p.id] : undefined;
    return price ? { ...it, price } : it;
  });
}

function mailReminder(sb: Sandbox, sub: Stripe.Subscription, preview: Stripe.Invoice, periodEnd: number) {
  const cus = sb.state.customers[customerId(sub) ?? ''];
  if (!sb.state.settings.upcoming_renewal_emails || !cus?.email) return;
  const pmId = defaultPaymentMethod(sb, sub);
  const card = pmId ? sb.state.paymentMethods[pmId]?.card : undefined;
  const method = card ? `${card.brand.toUpperCase()} •••• ${card.last4}` : 'ご登録のお支払い方法';
  const amount = `¥${preview.amount_due.toLocaleString('ja-JP')}`;
  const product = preview.lines.data[0]?.description ?? 'サブスクリプション';
  sendMail(sb, {
    to: cus.email,
    customer: cus.id,
    kind: 'renewal_reminder',
    subject: `まもなく更新されます (${amount})`,
    body: `${product} は ${formatJstDate(periodEnd)} に自動で更新され、${amount} を ${method} でお支払いいただきます。`,
    links: sb.state.settings.payment_update_link ? [sb.state.settings.payment_update_link] : [],
  });
}
