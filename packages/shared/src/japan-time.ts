// Calendar arithmetic in Japan time. Instants stay UTC; days and months are counted on the calendar a
// fan in Japan reads (JST has no daylight saving, so a fixed +9 h offset is exact).

const JST_OFFSET_MS = 9 * 3_600_000;

/** The JST wall clock of an instant, as a Date whose UTC fields read that wall clock. */
const toJstWall = (d: Date) => new Date(d.getTime() + JST_OFFSET_MS);
const fromJstWall = (wall: Date) => new Date(wall.getTime() - JST_OFFSET_MS);

/** The same JST day of month `months` later, clamped to the month's last day (Jan 31 + 1 = Feb 28/29). */
export function addMonthsJst(date: Date, months: number): Date {
  const wall = toJstWall(date);
  const day = wall.getUTCDate();
  wall.setUTCDate(1);
  wall.setUTCMonth(wall.getUTCMonth() + months);
  const last = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0)).getUTCDate();
  wall.setUTCDate(Math.min(day, last));
  return fromJstWall(wall);
}

/** 00:00 JST of the JST day `days` after the day of `from` (negative: before; 0: its own day). */
export function startOfJapanDay(from: Date, days = 0): Date {
  const wall = toJstWall(from);
  return fromJstWall(new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + days)));
}

/** 23:59:59 JST of the JST day `days` after the day of `from`. */
export function endOfJapanDay(from: Date, days: number): Date {
  const wall = toJstWall(from);
  const end = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + days, 23, 59, 59);
  return fromJstWall(new Date(end));
}

/** Days a konbini voucher stays payable (spec section 9: shown as 3 days). */
export const KONBINI_EXPIRES_AFTER_DAYS = 3;

/**
 * Days a membership's konbini invoice (the first, and each renewal's) stays payable: Stripe's
 * `days_until_due` of a `send_invoice` subscription, set by the API and shown by the web app.
 */
export const KONBINI_DAYS_UNTIL_DUE = 3;

/**
 * A konbini voucher's `expires_at` when issued at `issuedAt`: Stripe's `expires_after_days` counts
 * calendar days in JST and ends at 23:59:59 JST
 * (https://docs.stripe.com/api/payment_intents/create#create_payment_intent-payment_method_options-konbini-expires_after_days).
 */
export function konbiniExpiresAt(issuedAt: Date, days = KONBINI_EXPIRES_AFTER_DAYS): Date {
  return endOfJapanDay(issuedAt, days);
}
