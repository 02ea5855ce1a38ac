import { describe, expect, it } from 'vitest';
import { registeredDate } from './registered-date';

// 2026-12-20T15:30Z is already 12/21 in Japan.
const date = '2026-12-20T15:30:00Z';

describe('registeredDate', () => {
  it('shows the renewal date of an active membership in Japan time', () => {
    expect(
      registeredDate({ willBeCanceled: false, willBeExpiredSoon: false, currentPeriodExpiresDate: date }),
    ).toEqual({ text: '次回更新日 2026/12/21', red: false });
  });

  it('shows the expiry date, red only when canceled and expiring soon', () => {
    expect(
      registeredDate({ willBeCanceled: true, willBeExpiredSoon: false, currentPeriodExpiresDate: date }),
    ).toEqual({
      text: '有効期限 2026/12/21',
      red: false,
    });
    expect(
      registeredDate({ willBeCanceled: true, willBeExpiredSoon: true, currentPeriodExpiresDate: date })?.red,
    ).toBe(true);
  });

  it('has no date for a free plan', () => {
    expect(
      registeredDate({ willBeCanceled: false, willBeExpiredSoon: false, currentPeriodExpiresDate: null }),
    ).toBeNull();
  });
});
