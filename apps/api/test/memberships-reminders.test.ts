import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createHarness } from './support/harness';
import { factories } from './support/factories';
import { BUY } from './support/memberships';
import { fanWithSavedCard } from './support/point-fans';
import { harnessWithDeliveries } from './support/sandbox-deliveries';

// Renewal reminders (issue 37 item 4, decision 047): a paid plan of 3 months or more shows, from 00:00
// JST of the day 7 days before its renewal, when it renews, what it will charge and how. Against the
// sandbox with its webhook deliveries; the API's clock follows the sandbox's, or a fan's test clock.
const CARD = `query($c: Int!) { subscriptionMembership(contributorId: $c) {
  nextBillingDate
  renewalReminder { renewsAt amount method cardBrand cardLast4 price { interval konbini } }
} }`;
const DAY = 86_400_000;

describe('renewal reminders', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let live: Awaited<ReturnType<typeof harnessWithDeliveries>>;
  let creator: Awaited<ReturnType<ReturnType<typeof factories>['creator']>>;
  let clock = () => new Date();
  beforeAll(async () => {
    live = await harnessWithDeliveries({ now: () => clock() });
    h = live.h;
    clock = () => new Date(live.sandbox.sandbox.now() * 1000);
    creator = await factories(h).creator({ months: [1, 3], tiers: [{ monthly: 500 }, { monthly: 1000 }] });
  });
  afterAll(() => live.close());

  const buy = (token: string, prices: string[], type: string) => h.gql(BUY, { prices, type }, { token });
  const card = async (token: string) =>
    (await h.gql(CARD, { c: creator.id }, { token })).data?.subscriptionMembership;
  async function member(rank: number, months: number) {
    const fan = await fanWithSavedCard(h);
    expect((await buy(fan.token, [creator.price(rank, months)], 'recurring_payment')).errors).toBeUndefined();
    await live.settled();
    return fan;
  }
  /** Moves the sandbox's time to `days` days before the card's renewal date. */
  async function goTo(days: number, c: { nextBillingDate: string }) {
    const left = (new Date(c.nextBillingDate).getTime() - clock().getTime()) / DAY;
    await live.advanceDays(left - days);
  }

  it('3 months: from 7 days before the renewal, its date, amount and card; not 8 days before; not for 1 month, a canceled plan; a scheduled change is what it charges', async () => {
    const quarter = await member(2, 3);
    const monthly = await member(2, 1);
    const canceled = await member(2, 3);
    expect((await buy(canceled.token, [creator.price(2, 3)], 'cancel_payment')).errors).toBeUndefined();
    const downgraded = await member(2, 3);
    const down = await buy(downgraded.token, [creator.price(1, 3)], 'downgrade_recurring_payment');
    expect(down.errors).toBeUndefined();
    await live.settled();

    // The monthly member at 6 days before their renewal: no reminder.
    await goTo(6, await card(monthly.token));
    expect((await card(monthly.token)).renewalReminder).toBeNull();

    const before = await card(quarter.token);
    await goTo(8, before);
    expect((await card(quarter.token)).renewalReminder).toBeNull();

    await goTo(6, before);
    expect((await card(quarter.token)).renewalReminder).toEqual({
      renewsAt: before.nextBillingDate,
      amount: 3000,
      method: 'card',
      cardBrand: 'visa',
      cardLast4: '4242',
      price: { interval: 3, konbini: false },
    });
    expect((await card(canceled.token)).renewalReminder).toBeNull();
    // The downgrade waits for this renewal: its lower price is what will be charged.
    expect((await card(downgraded.token)).renewalReminder).toMatchObject({ amount: 1500, method: 'card' });

    // Renewed: the reminder is gone until 7 days before the next renewal.
    await live.advancePastRenewal(7);
    const renewed = await card(quarter.token);
    expect(new Date(renewed.nextBillingDate).getTime()).toBeGreaterThan(
      new Date(before.nextBillingDate).getTime(),
    );
    expect(renewed.renewalReminder).toBeNull();
  });

  it("a fan on their own test clock: the reminder follows that clock's time", async () => {
    const fan = await member(2, 3);
    const { nextBillingDate } = await card(fan.token);
    const res = await fetch(`${live.sandbox.url}/_sandbox/customers/${fan.customerId}/test_clock`, {
      method: 'POST',
    });
    const testClock = (await res.json()) as { id: string; frozen_time: number };
    const to = new Date(nextBillingDate).getTime() / 1000 - 6 * 86_400;
    await h.services.stripe.testHelpers.testClocks.advance(testClock.id, { frozen_time: to });
    await live.settled();
    // Stripe's invoice.upcoming converged the membership; the API's own clock stayed months away.
    expect((await card(fan.token)).renewalReminder).toMatchObject({ amount: 3000, method: 'card' });
  });
});
