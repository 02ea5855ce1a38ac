// Small membership rules of spec sections 4 and 5, shared by the web screens and the API.
import { addMonthsJst } from './japan-time';

/**
 * The renewal date shown before paying: now plus the chosen interval, unless the interval equals the
 * current one, in which case the existing next billing date stays. Months count on the JST calendar.
 */
export function renewalDate(
  now: Date,
  intervalMonths: number,
  current: { intervalMonths: number; nextBillingDate: Date } | null,
): Date {
  if (current && current.intervalMonths === intervalMonths) return current.nextBillingDate;
  return addMonthsJst(now, intervalMonths);
}

/** The konbini price shown: price minus the konbini fee (numbers may arrive as '1,390'). */
export function konbiniDisplayPrice(price: number | string, fee: number | string): number {
  const toNumber = (v: number | string) => (typeof v === 'number' ? v : Number(v.replace(/,/g, '')));
  return toNumber(price) - toNumber(fee);
}

/** Card periods offer only non-konbini prices; konbini periods only konbini prices. */
export function pricesForMethod<T extends { konbini: boolean }>(
  prices: readonly T[],
  method: 'card' | 'konbini',
): T[] {
  return prices.filter((p) => p.konbini === (method === 'konbini'));
}

/** Date label of a membership: expiry when canceled, renewal otherwise; red when expiring soon. */
export function membershipDateLabel(willBeCanceled: boolean, willBeExpiredSoon: boolean) {
  return {
    kind: willBeCanceled ? ('expiry' as const) : ('renewal' as const),
    red: willBeCanceled && willBeExpiredSoon,
  };
}

/** "Expiring soon": a canceled membership whose period ends within this many days. */
export const EXPIRING_SOON_DAYS = 7;

export function willBeExpiredSoon(isCanceled: boolean, periodEnd: Date | null, now: Date): boolean {
  if (!isCanceled || !periodEnd) return false;
  return periodEnd.getTime() - now.getTime() <= EXPIRING_SOON_DAYS * 86_400_000;
}
