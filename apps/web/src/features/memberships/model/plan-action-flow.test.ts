import { describe, expect, it } from 'vitest';
import { planMembership, planTier } from '../../../entities/membership/plan-fixtures';
import { planActionFlow } from './plan-action-flow';

const ctx = { contributorId: 7, membership: planMembership(), konbiniPending: false };

describe('planActionFlow', () => {
  it('acts on the free tier directly, asking before a cancel', () => {
    const free = planTier({ isFree: true, level: 'free' });
    expect(planActionFlow('register', free, { ...ctx, membership: null })).toEqual({
      kind: 'createFree',
      confirm: null,
    });
    expect(planActionFlow('cancel', free, ctx)).toEqual({ kind: 'cancelFree', confirm: 'cancelFree' });
  });

  it('sends a paid registration to the payment page, warning first while konbini is pending', () => {
    const gold = planTier({ databaseId: 4 });
    const to = { to: '/payments/memberships', state: { contributorId: 7, subscriptionTierId: 4 } };
    expect(planActionFlow('register', gold, ctx)).toEqual({ kind: 'navigate', ...to, confirm: null });
    expect(planActionFlow('register', gold, { ...ctx, konbiniPending: true })).toEqual({
      kind: 'navigate',
      ...to,
      confirm: 'konbiniWarning',
    });
    expect(planActionFlow('upgrade', gold, ctx)).toEqual({ kind: 'navigate', ...to, confirm: null });
    expect(planActionFlow('downgrade', gold, ctx)).toEqual({ kind: 'navigate', ...to, confirm: null });
  });

  it('confirms cancel and resume on the management page with the current price', () => {
    const current = planTier({ currentTier: true });
    const state = (paymentType: string) => ({ prices: ['price_bronze_1m'], paymentType, contributorId: 7 });
    expect(planActionFlow('cancel', current, ctx)).toEqual({
      kind: 'navigate',
      to: '/payments/managements',
      state: state('cancel_payment'),
      confirm: 'cancel',
    });
    expect(planActionFlow('resume', current, ctx)).toEqual({
      kind: 'navigate',
      to: '/payments/managements',
      state: state('resume_payment'),
      confirm: null,
    });
    expect(
      planActionFlow('cancel', current, { ...ctx, membership: planMembership({ currentPrice: null }) }),
    ).toBeNull();
  });
});
