import { describe, expect, it } from 'vitest';
import { planMembership, planTier } from '../../../entities/membership/plan-fixtures';
import { methodSwitchPrice } from './method-switch-price';

const price = (id: string, interval: number, konbini: boolean) => ({
  id: `SubscriptionPrice:${id}`,
  databaseId: 1,
  title: `${interval}ヶ月`,
  interval,
  stripePriceId: id,
  stripePrice: 1000,
  stripeKonbiniFee: konbini ? 190 : 0,
  konbini,
});

describe('methodSwitchPrice', () => {
  const tier = planTier({
    currentTier: true,
    actions: {
      register: false,
      cancel: true,
      resume: false,
      upgrade: false,
      downgrade: false,
      hidden: false,
    },
    subscriptionPricesConnection: {
      nodes: [price('card_1', 1, false), price('card_12', 12, false), price('konbini_1', 1, true)],
    },
  });

  it("names the other method's price of the same period on the current renewing tier", () => {
    expect(methodSwitchPrice(tier, planMembership())).toBe('konbini_1');
    expect(methodSwitchPrice(tier, planMembership({ paymentMethod: 'konbini' }))).toBe('card_1');
  });

  it('offers nothing the server would refuse: canceled, scheduled, unpaid, no such price', () => {
    expect(
      methodSwitchPrice({ ...tier, actions: { ...tier.actions, cancel: false } }, planMembership()),
    ).toBeNull();
    expect(
      methodSwitchPrice(tier, planMembership({ scheduledTier: { id: 'x', databaseId: 2, title: 'ライト' } })),
    ).toBeNull();
    const yearly = planMembership();
    yearly.currentPrice = { ...yearly.currentPrice!, interval: 12 };
    expect(methodSwitchPrice(tier, yearly)).toBeNull();
    expect(methodSwitchPrice({ ...tier, currentTier: false }, planMembership())).toBeNull();
  });
});
