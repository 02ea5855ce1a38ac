import { describe, expect, it } from 'vitest';
import { checkDelayMs, paymentOutcome } from './payment-outcome';

describe('paymentOutcome', () => {
  it('is processing while any renewal is, then a decline outweighs a 3-D Secure left undone', () => {
    expect(paymentOutcome(['paid', 'processing', 'declined'])).toBe('processing');
    expect(paymentOutcome(['paid', 'requires_action', 'declined'])).toBe('declined');
    expect(paymentOutcome(['paid', 'requires_action'])).toBe('authFailed');
    expect(paymentOutcome(['paid', 'paid'])).toBe('paid');
  });

  it('checks again soon, then every 5 s, with no last check', () => {
    expect([0, 1, 2, 3, 4, 100].map(checkDelayMs)).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
  });
});
