import { describe, expect, it } from 'vitest';
import { membershipBreakdown } from './membership-breakdown';
import { changePaymentType, membershipPaymentMode, membershipPaymentTitle } from './membership-payment-mode';
import { konbiniSuccessState, managementState, membershipPaymentState } from './membership-route-state';

describe('membership route state', () => {
  it('accepts ids as numbers or digit strings (the card-details shortcut stores strings)', () => {
    expect(membershipPaymentState({ contributorId: 3, subscriptionTierId: '12' })).toEqual({
      contributorId: 3,
      subscriptionTierId: 12,
    });
    expect(membershipPaymentState({ contributorId: 3 })).toBeNull();
    expect(membershipPaymentState(null)).toBeNull();
  });

  it('parses a management request, or says none / invalid', () => {
    expect(managementState({ prices: ['p'], paymentType: 'cancel_payment', contributorId: 3 })).toEqual({
      prices: ['p'],
      paymentType: 'cancel_payment',
      contributorId: 3,
    });
    expect(managementState(undefined)).toBe('none');
    expect(managementState({ prices: [], paymentType: undefined })).toBe('none');
    expect(managementState({ prices: ['p'], contributorId: 3 })).toBe('none');
    expect(managementState({ paymentType: 'cancel_payment', contributorId: 3 })).toBe('none');
    expect(managementState({ prices: ['p'], paymentType: 'one_time_payment', contributorId: 3 })).toBe(
      'invalid',
    );
    expect(managementState({ prices: ['p'], paymentType: 'resume_payment' })).toBe('invalid');
  });
});

describe('membership payment pieces', () => {
  it('picks the mode and title from the tier flags', () => {
    expect(membershipPaymentMode({ upgradeTier: true, downgradeTier: false })).toBe('upgrade');
    expect(membershipPaymentMode({ upgradeTier: false, downgradeTier: true })).toBe('downgrade');
    expect(membershipPaymentMode({ upgradeTier: false, downgradeTier: false })).toBe('register');
    expect(membershipPaymentTitle('register', 'ゴールド')).toBe('ゴールドプランに登録');
    expect(changePaymentType('downgrade')).toBe('downgrade_recurring_payment');
  });

  it('breaks down card and konbini prices', () => {
    expect(membershipBreakdown({ stripePrice: 1000, stripeKonbiniFee: 0 }, 'card')).toEqual({
      item: 1000,
      fee: null,
      total: 1000,
    });
    expect(membershipBreakdown({ stripePrice: 1190, stripeKonbiniFee: 190 }, 'konbini')).toEqual({
      item: 1000,
      fee: 190,
      total: 1190,
    });
  });

  it('reads the konbini success state, or nothing', () => {
    const state = {
      previousPriceInterval: 1,
      nextPriceInterval: 3,
      nextBillingDate: '2027-02-28T00:30:00.000Z',
      paymentUrl: 'https://invoice.example/in_1/hosted',
      dueAt: '2026-12-01T03:00:00.000Z',
    };
    expect(konbiniSuccessState(state)).toEqual(state);
    expect(konbiniSuccessState({ ...state, paymentUrl: 'javascript:alert(1)', dueAt: 'soon' })).toMatchObject(
      { paymentUrl: null, dueAt: null },
    );
    expect(konbiniSuccessState({ ...state, previousPriceInterval: null })).toMatchObject({
      previousPriceInterval: null,
    });
    expect(konbiniSuccessState({ nextPriceInterval: 3 })).toBeNull();
    expect(konbiniSuccessState(undefined)).toBeNull();
  });
});
