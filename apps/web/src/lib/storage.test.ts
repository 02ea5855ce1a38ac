import { beforeEach, describe, expect, it } from 'vitest';
import { InProgressPaymentKeys } from '@fan/shared';
import { clearInProgressPayment, readInProgressPayment, writeInProgressPayment } from './storage';

describe('in-progress payment storage', () => {
  beforeEach(() => localStorage.clear());

  it('writes, reads and clears the four keys', () => {
    writeInProgressPayment({ type: 'membership', contributorId: '7', subscriptionTierId: '3' });
    expect(localStorage.getItem(InProgressPaymentKeys.type)).toBe('membership');
    expect(readInProgressPayment()).toEqual({
      type: 'membership',
      tierId: null,
      contributorId: '7',
      subscriptionTierId: '3',
    });
    localStorage.setItem('unrelated', 'kept');
    clearInProgressPayment();
    expect(readInProgressPayment()).toEqual({
      type: null,
      tierId: null,
      contributorId: null,
      subscriptionTierId: null,
    });
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('ignores an unknown payment type', () => {
    localStorage.setItem(InProgressPaymentKeys.type, 'bogus');
    expect(readInProgressPayment().type).toBeNull();
  });
});
