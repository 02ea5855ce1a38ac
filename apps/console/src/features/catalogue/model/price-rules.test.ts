import { describe, expect, it } from 'vitest';
import { packagePriceProblem, tierPriceProblem } from './price-rules';

describe('tierPriceProblem', () => {
  it('takes card prices from ¥100 to ¥1,000,000', () => {
    expect(tierPriceProblem({ konbini: false, price: 500, konbiniFee: 0 })).toBeNull();
    expect(tierPriceProblem({ konbini: false, price: 99, konbiniFee: 0 })).toMatch('¥100〜¥1,000,000');
  });
  it("keeps konbini prices inside Stripe's ¥120 to ¥300,000", () => {
    expect(tierPriceProblem({ konbini: true, price: 690, konbiniFee: 190 })).toBeNull();
    expect(tierPriceProblem({ konbini: true, price: 110, konbiniFee: 0 })).toMatch('¥120〜¥300,000');
    expect(tierPriceProblem({ konbini: true, price: 1_000_001, konbiniFee: 190 })).toMatch(
      '¥100〜¥1,000,000',
    );
    expect(tierPriceProblem({ konbini: true, price: 300_001, konbiniFee: 190 })).toMatch('¥120〜¥300,000');
  });
  it('refuses a fee over ¥1,000 or not below the price', () => {
    expect(tierPriceProblem({ konbini: true, price: 5000, konbiniFee: 1001 })).toMatch('手数料');
    expect(tierPriceProblem({ konbini: true, price: 190, konbiniFee: 190 })).toMatch('手数料より高く');
  });
});

describe('packagePriceProblem', () => {
  it('checks the card price and price + fee at a konbini', () => {
    expect(packagePriceProblem({ price: 2300, konbiniFee: 190 })).toBeNull();
    expect(packagePriceProblem({ price: 50, konbiniFee: 0 })).toMatch('¥120〜¥300,000');
    expect(packagePriceProblem({ price: 300_000, konbiniFee: 190 })).toMatch('価格＋手数料');
    expect(packagePriceProblem({ price: 49, konbiniFee: 190 })).toMatch('カード価格');
  });
});
