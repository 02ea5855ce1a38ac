import { startOfJapanDay } from '@fan/shared';
import type { TierPriceRow } from '../../catalog/tiers.repository';
import type { MembershipCardRow } from '../memberships.repository';

/** Days before the renewal date the reminder starts, as Stripe's "upcoming renewal events" (decision 047). */
export const REMINDER_DAYS = 7;
/** Only plans of this many months or more: a monthly charge is expected, a long one is forgotten. */
export const REMINDER_MIN_MONTHS = 3;

export interface RenewalReminder {
  renewsAt: Date;
  amount: number;
  method: 'card' | 'konbini';
  price: TierPriceRow;
}

type ReminderFields = Pick<
  MembershipCardRow,
  'platform' | 'stripe_subscription_id' | 'cancel_at_period_end' | 'current_period_end' | 'unpaid_renewal'
>;

/**
 * Whether a membership can have a reminder at all, whatever the time: a web membership renewing a
 * plan of 3 months or more, not canceled, with no renewal left unpaid.
 */
export function remindable(m: ReminderFields, renewing: TierPriceRow | null): renewing is TierPriceRow {
  if (m.platform !== 'web' || !m.stripe_subscription_id || m.cancel_at_period_end || m.unpaid_renewal)
    return false;
  return (
    m.current_period_end !== null && renewing !== null && renewing.interval_months >= REMINDER_MIN_MONTHS
  );
}

/**
 * The renewal a paid membership is about to make, or null when there is nothing to remind of
 * (issue 37 item 4, decision 047). Due from 00:00 JST of the Japan-time day 7 days before the
 * renewal's (a renewal on 12月27日 is announced from 12月20日) until the renewal itself.
 * What renews is the scheduled price when a plan change waits for the renewal, else the current one:
 * its amount is what Stripe will charge (a konbini price includes its fee), its method how.
 */
export function renewalReminder(
  m: ReminderFields,
  renewing: TierPriceRow | null,
  now: Date,
): RenewalReminder | null {
  if (!remindable(m, renewing)) return null;
  const renewsAt = new Date(m.current_period_end!);
  if (now < startOfJapanDay(renewsAt, -REMINDER_DAYS) || now >= renewsAt) return null;
  return {
    renewsAt,
    amount: renewing.price,
    method: renewing.konbini ? 'konbini' : 'card',
    price: renewing,
  };
}
