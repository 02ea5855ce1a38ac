import { describe, expect, it } from 'vitest';
import { codeOf } from './support/harness';
import { BUY, MEMBERSHIP, priceOf, subscriptionIdOf } from './support/memberships';
import { fanWithSavedCard } from './support/point-fans';
import { deliveriesForFile } from './support/sandbox-deliveries';
import { factories } from './support/factories';

// Stripe's documented rules on the paths of issue 35 (docs/decisions/039), through the API, the
// strict sandbox and its real webhook deliveries.
describe("the API on Stripe's rules", () => {
  let c: number;
  const live = deliveriesForFile({}, async (h) => {
    c = (await factories(h).creator({ months: [1, 12] })).id;
  });
  const { h, settled } = live;
  const membership = async (token: string) =>
    (await h.gql(MEMBERSHIP, { c }, { token })).data?.subscriptionMembership;
  const buy = (token: string, prices: string[], type: string) => h.gql(BUY, { prices, type }, { token });

  // "A subscription in this status can only have metadata and default_source updated"
  // (https://docs.stripe.com/api/subscriptions/object#subscription_object-status).
  it('a card change after an abandoned 3-D Secure registration succeeds and ends that registration', async () => {
    const fan = await fanWithSavedCard(h, '4000000000003220');
    const first = await buy(fan.token, [await priceOf(h, c, 1)], 'recurring_payment');
    expect(first.data?.managePaymentV2.status).toBe('requires_action');
    const abandoned = (await subscriptionIdOf(h, fan.listenerId, c))!;
    expect((await h.services.stripe.subscriptions.retrieve(abandoned)).status).toBe('incomplete');

    const card = await fan.save('4242424242424242');
    expect((await h.services.stripe.subscriptions.retrieve(abandoned)).status).toBe('canceled');
    await settled();
    expect((await membership(fan.token)).currentTier.rank).toBe(0);

    const again = await buy(fan.token, [await priceOf(h, c, 1)], 'recurring_payment');
    expect(codeOf(again)).toBeUndefined();
    expect(again.data?.managePaymentV2.status).toBe('succeeded');
    await settled();
    expect((await membership(fan.token)).currentTier.rank).toBe(1);
    const sub = await h.services.stripe.subscriptions.retrieve(
      (await subscriptionIdOf(h, fan.listenerId, c))!,
    );
    expect(sub.default_payment_method).toBe(card);
  });
});
