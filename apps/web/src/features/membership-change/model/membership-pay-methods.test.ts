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

  it("keeps a plan change on the membership's own method, saying why the other cannot be chosen (decision 044)", () => {
    for (const mode of ['upgrade', 'downgrade'] as const) {
      expect(membershipPayMethods(mode, [card, konbini], 'card')).toEqual({
        available: ['card'],
        reasons: {
          konbini: 'クレジットカード払いのメンバーシップは、クレジットカード払いのままプランを変更します',
        },
      });
      expect(membershipPayMethods(mode, [card, konbini], 'konbini')).toEqual({
        available: ['konbini'],
        reasons: { card: 'コンビニ払いのメンバーシップは、コンビニ払いのままプランを変更します' },
      });
    }
  });

  it('says first that the tier has no price for the method', () => {
    expect(membershipPayMethods('upgrade', [card], 'konbini')).toEqual({
      available: [],
      reasons: {
        card: 'コンビニ払いのメンバーシップは、コンビニ払いのままプランを変更します',
        konbini: 'このプランはコンビニ払いに対応していません',
      },
    });
  });
});
