import { describe, expect, it } from 'vitest';
import { canProceedMembership, selectionReducer } from './membership-payment-state';

describe('selectionReducer', () => {
  it('resets the period when the method changes, and only then', () => {
    const chosen = { method: 'card' as const, priceId: 'price_1m' };
    expect(selectionReducer(chosen, { type: 'method', method: 'konbini' })).toEqual({
      method: 'konbini',
      priceId: null,
    });
    expect(selectionReducer(chosen, { type: 'method', method: 'card' })).toBe(chosen);
    expect(selectionReducer(chosen, { type: 'price', priceId: 'price_3m' })).toEqual({
      method: 'card',
      priceId: 'price_3m',
    });
  });
});

describe('canProceedMembership', () => {
  it('needs a period for card', () => {
    expect(canProceedMembership({ method: 'card', priceId: null }, '', null)).toBe(false);
    expect(canProceedMembership({ method: 'card', priceId: 'p' }, '', 'required')).toBe(true);
  });

  it('needs a period and a valid e-mail for konbini', () => {
    expect(canProceedMembership({ method: 'konbini', priceId: 'p' }, 'a@example.com', null)).toBe(true);
    expect(canProceedMembership({ method: 'konbini', priceId: 'p' }, 'a@', 'format')).toBe(false);
    expect(canProceedMembership({ method: 'konbini', priceId: 'p' }, '', null)).toBe(false);
    expect(canProceedMembership({ method: 'konbini', priceId: null }, 'a@example.com', null)).toBe(false);
  });
});
