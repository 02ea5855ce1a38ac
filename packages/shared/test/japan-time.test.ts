import { describe, expect, it } from 'vitest';
import { addMonthsJst, endOfJapanDay, konbiniExpiresAt, renewalDate } from '../src';

/** The JST wall clock of an instant, for readable assertions. */
const jst = (d: Date) => new Date(d.getTime() + 9 * 3_600_000).toISOString().replace('Z', '+09:00');

describe('Japan-time calendar (fixed clocks)', () => {
  it('a registration on January 31 renews on the last day of February, at any hour of the JST day', () => {
    // 00:30 JST on Jan 31 is still Jan 30 in UTC: UTC month arithmetic would land on March 1 JST.
    const earlyMorning = new Date('2027-01-31T00:30:00+09:00');
    expect(jst(renewalDate(earlyMorning, 1, null))).toBe('2027-02-28T00:30:00.000+09:00');
    const evening = new Date('2027-01-31T22:00:00+09:00');
    expect(jst(renewalDate(evening, 1, null))).toBe('2027-02-28T22:00:00.000+09:00');
    // A leap year keeps the 29th; twelve months come back to January 31.
    expect(jst(addMonthsJst(new Date('2028-01-31T08:00:00+09:00'), 1))).toBe('2028-02-29T08:00:00.000+09:00');
    expect(jst(addMonthsJst(earlyMorning, 12))).toBe('2028-01-31T00:30:00.000+09:00');
    expect(jst(addMonthsJst(new Date('2027-03-31T23:59:00+09:00'), 3))).toBe('2027-06-30T23:59:00.000+09:00');
  });

  it('keeps the existing next billing date when the interval does not change', () => {
    const next = new Date('2027-02-15T00:00:00+09:00');
    const now = new Date('2027-01-31T00:30:00+09:00');
    expect(renewalDate(now, 1, { intervalMonths: 1, nextBillingDate: next })).toBe(next);
    expect(jst(renewalDate(now, 3, { intervalMonths: 1, nextBillingDate: next }))).toBe(
      '2027-04-30T00:30:00.000+09:00',
    );
  });

  it('the konbini deadline is 23:59:59 JST of the third day after the voucher is issued', () => {
    expect(jst(konbiniExpiresAt(new Date('2026-11-23T12:32:00+09:00')))).toBe(
      '2026-11-26T23:59:59.000+09:00',
    );
    // 23:30 JST: the UTC date is still the day before, the deadline is not.
    expect(jst(konbiniExpiresAt(new Date('2026-11-23T23:30:00+09:00')))).toBe(
      '2026-11-26T23:59:59.000+09:00',
    );
    // 08:00 JST: the UTC date is the day before as well.
    expect(jst(konbiniExpiresAt(new Date('2026-11-24T08:00:00+09:00')))).toBe(
      '2026-11-27T23:59:59.000+09:00',
    );
    // Month and year ends roll over on the JST calendar.
    expect(jst(endOfJapanDay(new Date('2026-12-30T01:00:00+09:00'), 3))).toBe(
      '2027-01-02T23:59:59.000+09:00',
    );
  });
});
