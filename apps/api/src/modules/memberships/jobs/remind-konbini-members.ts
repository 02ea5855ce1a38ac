import { startOfJapanDay } from '@fan/shared';
import type { Services } from '../../../services';
import { stripeNow } from '../../../integrations/stripe/stripe-now';
import type { TierPriceRow } from '../../catalog/tiers.repository';
import { enqueueMailToListener } from '../../mail/enqueue-mail';
import { subscriptionNow } from '../renewals/subscription-clock';
import { renewalReminder, REMINDER_DAYS, REMINDER_MIN_MONTHS } from '../renewals/renewal-reminder';
import { konbiniItem } from '../membership-mails';

type JobServices = Pick<Services, 'db' | 'stripe' | 'config' | 'now'>;

/**
 * The reconciler's `membershipReminders` job: the mails Stripe sends card members and not konbini
 * ones (decision 049). Each on the membership's own Stripe time (its test clock, when it has one),
 * keyed by what it is about, so a later pass or another instance writes nothing again:
 * - 7 days before a konbini member's renewal of a plan of 3 months or more (the rule the home
 *   screen's reminder follows, renewal-reminder.ts), keyed by the subscription and its period end;
 * - the Japan-time day before an unpaid konbini renewal invoice's due date, keyed by the invoice.
 */
export const membershipRemindersJob = { name: 'membershipReminders', run: remindKonbiniMembers } as const;

async function remindKonbiniMembers(services: JobServices) {
  const stripeTime = await stripeNow(services);
  const clocks = new Map<string | null, Promise<Date>>();
  const nowOn = (clock: string | null) => {
    if (!clocks.has(clock))
      clocks.set(
        clock,
        clock ? subscriptionNow(services.stripe, clock, () => stripeTime) : Promise.resolve(stripeTime),
      );
    return clocks.get(clock)!;
  };
  const renewing = await renewalsSoon(services, stripeTime);
  let reminded = 0;
  for (const m of renewing) {
    // Its open renewals are excluded in SQL.
    const reminder = renewalReminder({ ...m, unpaid_renewal: null }, m.renewing, await nowOn(m.test_clock));
    if (!reminder || reminder.method !== 'konbini') continue;
    const wrote = await services.db.transaction((tx) =>
      enqueueMailToListener(tx, m.listener_id, {
        cause: `renewal-reminder:${m.stripe_subscription_id}:${Math.floor(reminder.renewsAt.getTime() / 1000)}`,
        template: 'renewal-reminder',
        data: {
          creator: m.creator,
          tier: m.renewing_tier,
          months: reminder.price.interval_months,
          renewsAt: reminder.renewsAt.toISOString(),
          yen: reminder.amount,
        },
      }),
    );
    if (wrote) reminded++;
  }
  const invoices = await invoicesDueSoon(services, stripeTime);
  for (const r of invoices) {
    const now = await nowOn(r.test_clock);
    if (startOfJapanDay(new Date(r.ends_at), -1).getTime() !== startOfJapanDay(now).getTime()) continue;
    const wrote = await services.db.transaction((tx) =>
      enqueueMailToListener(tx, r.listener_id, {
        cause: `konbini-reminder:${r.invoice_id}`,
        template: 'konbini-reminder',
        data: {
          item: konbiniItem(r.creator, r.tier, r.interval_months),
          yen: r.amount,
          expiresAt: new Date(r.ends_at).toISOString(),
          voucherUrl: r.voucher_url,
          invoicePage: true,
        },
      }),
    );
    if (wrote) reminded++;
  }
  return { checked: renewing.length + invoices.length, reminded };
}

/**
 * Konbini members of long plans whose renewal is within the reminder's days on Stripe's time, not
 * reminded of it yet; members on a test clock are all candidates (their time is read per clock).
 */
function renewalsSoon(services: JobServices, now: Date) {
  return services.db.query<{
    listener_id: number;
    platform: 'web' | 'ios';
    stripe_subscription_id: string | null;
    cancel_at_period_end: boolean;
    current_period_end: Date | null;
    test_clock: string | null;
    creator: string;
    renewing_tier: string;
    renewing: TierPriceRow;
  }>(
    `SELECT m.listener_id, m.platform, m.stripe_subscription_id, m.cancel_at_period_end, m.current_period_end,
       m.test_clock, c.name AS creator, t.title AS renewing_tier,
       to_jsonb(p.*) AS renewing
     FROM memberships m
     JOIN subscription_prices p ON p.id = COALESCE(m.scheduled_price_id, m.price_id)
     JOIN subscription_tiers t ON t.id = p.subscription_tier_id
     JOIN contributors c ON c.id = t.contributor_id
     WHERE m.status = 'active' AND m.platform = 'web' AND m.stripe_subscription_id IS NOT NULL
       AND NOT m.cancel_at_period_end AND p.konbini
       AND NOT EXISTS (SELECT 1 FROM unpaid_renewals u WHERE u.membership_id = m.id AND u.status = 'open') AND p.interval_months >= $2
       AND (m.test_clock IS NOT NULL OR m.current_period_end BETWEEN $1 AND $1::timestamptz + make_interval(days => $3))
       AND NOT EXISTS (SELECT 1 FROM mail_outbox o WHERE o.cause_key =
         'renewal-reminder:' || m.stripe_subscription_id || ':' || extract(epoch FROM m.current_period_end)::bigint)
     ORDER BY m.id LIMIT 500`,
    [now.toISOString(), REMINDER_MIN_MONTHS, REMINDER_DAYS + 1],
  );
}

/** Open konbini renewal invoices due within two days on Stripe's time (or on a test clock), not reminded. */
function invoicesDueSoon(services: JobServices, now: Date) {
  return services.db.query<{
    invoice_id: string;
    listener_id: number;
    amount: number;
    ends_at: Date;
    voucher_url: string;
    test_clock: string | null;
    creator: string;
    tier: string;
    interval_months: number;
  }>(
    `SELECT u.invoice_id, u.listener_id, u.amount, u.ends_at, u.voucher_url, u.test_clock,
       c.name AS creator, t.title AS tier, COALESCE(p.interval_months, 1) AS interval_months
     FROM unpaid_renewals u
     JOIN memberships m ON m.id = u.membership_id
     JOIN subscription_tiers t ON t.id = m.tier_id
     JOIN contributors c ON c.id = t.contributor_id
     LEFT JOIN subscription_prices p ON p.id = m.price_id
     WHERE u.status = 'open' AND u.method = 'konbini' AND u.voucher_url IS NOT NULL
       AND (u.test_clock IS NOT NULL OR u.ends_at BETWEEN $1 AND $1::timestamptz + interval '2 days')
       AND NOT EXISTS (SELECT 1 FROM mail_outbox o WHERE o.cause_key = 'konbini-reminder:' || u.invoice_id)
     ORDER BY u.ends_at LIMIT 500`,
    [now.toISOString()],
  );
}
