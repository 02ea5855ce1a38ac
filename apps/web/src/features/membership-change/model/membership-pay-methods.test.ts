import { describe, expect, it } from 'vitest';
import { membershipPayMethods } from './membership-pay-methods';

const card = { konbini: false };
const konbini = { konbini: true };

describe('membershipPayMethods', () => {
  it('offers both methods when the tier has card and konbini prices', () => {
    expect(membershipPayMethods('register', [card, konbini])).toEqual({
      available: ['card', 'konbini'],
      reasons: {},
    });
  });

  it('disables konbini with its reason when the tier has no konbini price', () => {
    expect(membershipPayMethods('register', [card])).toEqual({
      available: ['card'],
      reasons: { konbini: 'このプランはコンビニ払いに対応していません' },
    });
  });

  it('disables the card with its reason when the tier has only konbini prices', () => {
    expect(membershipPayMethods('register', [konbini])).toEqual({
      available: ['konbini'],
      reasons: { card: 'このプランはクレジットカード払いに対応していません' },
    });
  });

  it('keeps plan changes on the card, saying why konbini cannot be chosen', () => {
    for (const mode of ['upgrade', 'downgrade'] as const)
      expect(membershipPayMethods(mode, [card, konbini])).toEqual({
        available: ['card'],
        reasons: { konbini: 'プランの変更はクレジットカード払いのみです' },
      });
  });
});
