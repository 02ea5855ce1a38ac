// Stripe's calendar as the model counts it: periods by month, konbini deadlines in Japan time.
export const DAY = 86_400;
export const HOUR = 3_600;

/** Stripe's period arithmetic: the same day of month `count` months later, clamped to the month's end. */
export function addMonths(unix: number, count: number, anchorDay?: number | null): number {
  const d = new Date(unix * 1000);
  const day = anchorDay ?? d.getUTCDate();
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + count,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
    ),
  );
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return Math.floor(target.getTime() / 1000);
}
export const dayOf = (unix: number) => new Date(unix * 1000).getUTCDate();

/** 23:59:59 Japan time, `days` days after the Japan-time date of `from`: a konbini voucher's deadline. */
export function endOfJapanDay(from: number, days: number): number {
  const jst = 9 * HOUR;
  return Math.floor((from + jst) / DAY) * DAY - jst + (days + 1) * DAY - 1;
}
