import { describe, expect, it } from 'vitest';
import type { PointPaymentStructure } from '../api/point-package';
import { pointPriceBreakdown } from './point-price-breakdown';

const base = { amount: 1000, unit: 'pt', stripePriceId: 'price_card', databaseId: 1 };
const card: PointPaymentStructure = {
  ...base,
  price: 1200,
  webPrice: 1200,
  konbini: false,
  stripeKonbiniFee: 0,
};
const konbini: PointPaymentStructure = {
  ...base,
  databaseId: 2,
  price: 1390,
  webPrice: 1390,
  konbini: true,
  stripeKonbiniFee: 190,
  stripePriceId: 'price_konbini',
};

describe('pointPriceBreakdown', () => {
  it('card: the card structure at its webPrice, no fee line', () => {
    expect(pointPriceBreakdown([konbini, card], 'card')).toEqual({
      structure: card,
      item: 1200,
      fee: null,
      total: 1200,
    });
  });

  it('konbini: product price is the price minus the konbini fee, total the price', () => {
    const b = pointPriceBreakdown([card, konbini], 'konbini');
    expect(b?.structure.stripePriceId).toBe('price_konbini');
    expect([b?.item, b?.fee, b?.total]).toEqual([1200, 190, 1390]);
  });

  it('is null when the package has no payable structure for the method', () => {
    expect(pointPriceBreakdown([card], 'konbini')).toBeNull();
    expect(pointPriceBreakdown([{ ...card, stripePriceId: null }], 'card')).toBeNull();
  });
});
