import { describe, expect, it } from 'vitest';
import {
  konbiniDisplayPrice,
  membershipDateLabel,
  pricesForMethod,
  renewalDate,
  willBeExpiredSoon,
} from '../src';

describe('membership rules', () => {
  const now = new Date('2026-01-31T03:00:00Z');
  it('renewal date: now plus the interval, or the existing date when the interval is unchanged', () => {
    const next = new Date('2026-02-15T00:00:00Z');
    expect(renewalDate(now, 3, null).toISOString()).toBe('2026-04-30T03:00:00.000Z');
    expect(renewalDate(now, 3, { intervalMonths: 1, nextBillingDate: next }).toISOString()).toBe(
      '2026-04-30T03:00:00.000Z',
    );
    expect(renewalDate(now, 1, { intervalMonths: 1, nextBillingDate: next })).toBe(next);
  });
  it('konbini price shown is the price minus the fee', () => {
    expect(konbiniDisplayPrice(1390, 190)).toBe(1200);
    expect(konbiniDisplayPrice('1,390', '190')).toBe(1200);
  });
  it('periods by payment method', () => {
    const prices = [
      { id: 1, konbini: false },
      { id: 2, konbini: true },
    ];
    expect(pricesForMethod(prices, 'card').map((p) => p.id)).toEqual([1]);
    expect(pricesForMethod(prices, 'konbini').map((p) => p.id)).toEqual([2]);
  });
  it('date label', () => {
    expect(membershipDateLabel(false, false)).toEqual({ kind: 'renewal', red: false });
    expect(membershipDateLabel(true, false)).toEqual({ kind: 'expiry', red: false });
    expect(membershipDateLabel(true, true)).toEqual({ kind: 'expiry', red: true });
  });
  it('expiring soon: canceled and ending within 7 days', () => {
    expect(willBeExpiredSoon(true, new Date('2026-02-06T00:00:00Z'), now)).toBe(true);
    expect(willBeExpiredSoon(true, new Date('2026-02-10T00:00:00Z'), now)).toBe(false);
    expect(willBeExpiredSoon(false, new Date('2026-02-01T00:00:00Z'), now)).toBe(false);
  });
});
