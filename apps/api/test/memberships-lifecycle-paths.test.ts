import { describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@fan/stripe-sandbox';

import { factories, opsContextFor } from './support/factories';
import { BUY, chooseKonbini, MEMBERSHIP, subscriptionIdOf, TIERS } from './support/memberships';
import { fanWithSavedCard } from './support/point-fans';
import { deliveriesForFile } from './support/sandbox-deliveries';
import { setTierPrice } from '../src/ops/catalog/tier-prices';
import { sentParams } from '../src/integrations/stripe/sent-params';

// The paths between the examples (issue 26, decision 027): where a payment method meets an action,
// an operator's change meets a fan's plan, and time meets a schedule. Each against the strict
// sandbox, with its real webhook deliveries.
describe('membership lifecycle paths', () => {
  let sandbox: RunningSandbox;
  let make: ReturnType<typeof factories>;
  let creator: Awaited<ReturnType<ReturnType<typeof factories>['creator']>>;
  const live = deliveriesForFile({}, async (h, theirs) => {
    sandbox = theirs;
    make = factories(h);
    creator = await make.creator({ months: [1, 12] });
  });
  const { h, settled } = live;

  const c = () => creator.id;
  const membership = async (token: string, contributorId = c()) =>
    (await h.gql(MEMBERSHIP, { c: contributorId }, { token })).data?.subscriptionMembership;
  const tiers = async (token: string) =>
    (await h.gql(TIERS, { c: c() }, { token })).data?.subscriptionTiersConnection.nodes as {
      rank: number;
      actions: Record<string, boolean>;
    }[];
  const buy = (token: string, prices: string[], type: string) => h.gql(BUY, { prices, type }, { token });

  const fanWithCard = (number?: string) => fanWithSavedCard(h, number);
  async function cardMember(rank: number, months = 1, contributor = creator) {
    const fan = await fanWithCard();
    const result = await buy(fan.token, [contributor.price(rank, months)], 'recurring_payment');
    expect(result.errors).toBeUndefined();
    await settled();
    return { ...fan, sub: (await subscriptionIdOf(h, fan.listenerId, contributor.id))! };
  }

  it('a konbini member upgrades and downgrades at the next renewal, on konbini prices only (decision 044)', async () => {
    const fan = await h.signedInListener();
    const url = (await buy(fan.token, [creator.price(2, 1, true)], 'konbini_recurring_payment')).data
      ?.managePaymentV2.konbiniPaymentUrl as string;
    const voucher = await chooseKonbini(sandbox.port, url, 'konbini.member@example.com');
    await fetch(`${sandbox.url}/vouchers/${voucher}/pay`, { method: 'POST', redirect: 'manual' });
    await settled();
    expect(await membership(fan.token)).toMatchObject({ currentTier: { rank: 2 }, paymentMethod: 'konbini' });
    const sub = (await subscriptionIdOf(h, fan.listenerId, c()))!;

    const byRank = await tiers(fan.token);
    expect(byRank.find((t) => t.rank === 3)!.actions.upgrade).toBe(true);
    expect(byRank.find((t) => t.rank === 1)!.actions.downgrade).toBe(true);
    // A card price on the konbini subscription would bill later konbini renewals without the fee.
    for (const type of ['upgrade_recurring_payment', 'downgrade_recurring_payment']) {
      const rank = type.startsWith('upgrade') ? 3 : 1;
      const card = await buy(fan.token, [creator.price(rank, 1)], type);
      expect(card.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(card.errors?.[0]?.message).toContain('コンビニ払いの料金にのみ');
    }
    expect((await h.services.stripe.subscriptions.retrieve(sub)).schedule).toBeNull();

    // The upgrade: nothing now, no pending update (none exists for send_invoice), the higher tier's
    // konbini price from the next renewal; the tier is not offered again while it is scheduled.
    // The final confirmation says so: nothing now, the new tier and price from the period end.
    const preview = await h.gql(
      `query($prices: [String!]!) { planChangePreview(prices: $prices, paymentType: upgrade_recurring_payment) {
        amountDue nextAmount nextBillingDate changesAt paymentMethod konbiniDueDays card { last4 } } }`,
      { prices: [creator.price(3, 1, true)] },
      { token: fan.token },
    );
    const periodEnd = (await membership(fan.token)).nextBillingDate;
    expect(preview.data?.planChangePreview).toEqual({
      amountDue: 0,
      nextAmount: (await h.services.stripe.prices.retrieve(creator.price(3, 1, true))).unit_amount,
      nextBillingDate: new Date(periodEnd).toISOString(),
      changesAt: new Date(periodEnd).toISOString(),
      paymentMethod: 'konbini',
      konbiniDueDays: 3,
      card: null,
    });
    const up = await buy(fan.token, [creator.price(3, 1, true)], 'upgrade_recurring_payment');
    expect(up.errors).toBeUndefined();
    await settled();
    expect(await membership(fan.token)).toMatchObject({
      currentTier: { rank: 2 },
      scheduledTier: { rank: 3 },
    });
    expect((await tiers(fan.token)).find((t) => t.rank === 3)!.actions.upgrade).toBe(false);
    const stripeSub = await h.services.stripe.subscriptions.retrieve(sub);
    expect(stripeSub.pending_update).toBeNull();
    expect((await h.services.stripe.invoices.list({ subscription: sub })).data).toHaveLength(1);

    // At the renewal: a konbini invoice for the higher tier's konbini price, fee included; paid, the
    // tier is the member's.
    await live.advanceDays(32);
    const renewal = (await h.services.stripe.invoices.list({ subscription: sub })).data.find(
      (i) => i.billing_reason === 'subscription_cycle',
    )!;
    const konbiniPrice = await h.services.stripe.prices.retrieve(creator.price(3, 1, true));
    expect(renewal).toMatchObject({
      collection_method: 'send_invoice',
      amount_due: konbiniPrice.unit_amount,
    });
    if (renewal.status === 'draft') await h.services.stripe.invoices.finalizeInvoice(renewal.id!);
    await h.services.stripe.invoices.pay(renewal.id!, { paid_out_of_band: true });
    await settled();
    expect(await membership(fan.token)).toMatchObject({
      currentTier: { rank: 3 },
      scheduledTier: null,
      paymentMethod: 'konbini',
    });

    const down = await buy(fan.token, [creator.price(1, 1, true)], 'downgrade_recurring_payment');
    expect(down.errors).toBeUndefined();
    await settled();
    expect(await membership(fan.token)).toMatchObject({
      currentTier: { rank: 3 },
      scheduledTier: { rank: 1 },
    });
  });

  it('a member switches konbini ↔ card from the next renewal: same tier and period, nothing charged now (decision 044)', async () => {
    // A konbini member with a saved card.
    const fan = await fanWithCard();
    const url = (await buy(fan.token, [creator.price(2, 1, true)], 'konbini_recurring_payment')).data
      ?.managePaymentV2.konbiniPaymentUrl as string;
    const voucher = await chooseKonbini(sandbox.port, url, 'switch.member@example.com');
    await fetch(`${sandbox.url}/vouchers/${voucher}/pay`, { method: 'POST', redirect: 'manual' });
    await settled();
    const sub = (await subscriptionIdOf(h, fan.listenerId, c()))!;
    const switchTo = (price: string) => buy(fan.token, [price], 'payment_method_change');

    // Only the same tier and period, the other method.
    for (const price of [creator.price(2, 12), creator.price(3, 1), creator.price(2, 1, true)]) {
      const refused = await switchTo(price);
      expect(refused.errors?.[0]?.extensions?.code, price).toBe('BAD_USER_INPUT');
    }
    expect((await h.services.stripe.subscriptions.retrieve(sub)).collection_method).toBe('send_invoice');

    const toCard = await switchTo(creator.price(2, 1));
    expect(toCard.errors).toBeUndefined();
    await settled();
    expect(await membership(fan.token)).toMatchObject({ currentTier: { rank: 2 }, paymentMethod: 'card' });
    expect((await h.services.stripe.invoices.list({ subscription: sub })).data).toHaveLength(1);
    await live.advanceDays(32);
    const cardRenewal = (await h.services.stripe.invoices.list({ subscription: sub })).data.find(
      (i) => i.billing_reason === 'subscription_cycle',
    )!;
    const cardPrice = (await h.services.stripe.prices.retrieve(creator.price(2, 1))).unit_amount;
    expect(cardRenewal).toMatchObject({
      collection_method: 'charge_automatically',
      status: 'paid',
      amount_paid: cardPrice,
    });

    // And back: the next renewal is a konbini invoice with the fee.
    const toKonbini = await switchTo(creator.price(2, 1, true));
    expect(toKonbini.errors).toBeUndefined();
    await settled();
    expect(await membership(fan.token)).toMatchObject({ paymentMethod: 'konbini' });
    await live.advanceDays(32);
    const konbiniRenewal = (
      await h.services.stripe.invoices.list({ subscription: sub, limit: 10 })
    ).data.find((i) => i.billing_reason === 'subscription_cycle' && i.collection_method === 'send_invoice')!;
    const konbiniPrice = (await h.services.stripe.prices.retrieve(creator.price(2, 1, true))).unit_amount;
    expect(konbiniRenewal.amount_due).toBe(konbiniPrice);
  });

  it('refuses a payment method change without a card, or while a plan change is scheduled', async () => {
    const fan = await h.signedInListener();
    const url = (await buy(fan.token, [creator.price(2, 1, true)], 'konbini_recurring_payment')).data
      ?.managePaymentV2.konbiniPaymentUrl as string;
    const voucher = await chooseKonbini(sandbox.port, url, 'switch.nocard@example.com');
    await fetch(`${sandbox.url}/vouchers/${voucher}/pay`, { method: 'POST', redirect: 'manual' });
    await settled();
    const noCard = await buy(fan.token, [creator.price(2, 1)], 'payment_method_change');
    expect(noCard.errors?.[0]?.message).toContain('カードが登録されていません');
    const card = await cardMember(3);
    expect(
      (await buy(card.token, [creator.price(1, 1)], 'downgrade_recurring_payment')).errors,
    ).toBeUndefined();
    await settled();
    const scheduled = await buy(card.token, [creator.price(3, 1, true)], 'payment_method_change');
    expect(scheduled.errors?.[0]?.message).toContain('予定しているプラン変更');
    expect((await h.services.stripe.subscriptions.retrieve(card.sub)).collection_method).toBe(
      'charge_automatically',
    );
  });

  it('downgrades twice across two renewals: each at the next billing date, on Stripe’s price', async () => {
    const fan = await cardMember(3);
    for (const rank of [2, 1]) {
      const down = await buy(fan.token, [creator.price(rank, 1)], 'downgrade_recurring_payment');
      expect(down.errors).toBeUndefined();
      await settled();
      expect(await membership(fan.token)).toMatchObject({ scheduledTier: { rank } });
      await live.advanceDays(32);
      const shown = await membership(fan.token);
      const stripeSub = await h.services.stripe.subscriptions.retrieve(fan.sub);
      expect(shown).toMatchObject({ currentTier: { rank }, scheduledTier: null });
      expect(stripeSub.items.data[0]!.price.id).toBe(creator.price(rank, 1));
      expect(shown.currentPrice.stripePriceId).toBe(creator.price(rank, 1));
      expect(new Date(shown.nextBillingDate).getTime()).toBe(
        stripeSub.items.data[0]!.current_period_end * 1000,
      );
    }
  });

  it('after an operator changes the price under a member, the member still sees their price, cancels and resumes', async () => {
    const own = await make.creator({ months: [1], tiers: [{ monthly: 700 }] });
    const fan = await cardMember(1, 1, own);
    const before = await membership(fan.token, own.id);
    await setTierPrice(opsContextFor(h.services), {
      tierId: own.tiers[1]!.id,
      months: 1,
      konbini: false,
      price: 900,
      konbiniFee: 0,
    });
    const after = await membership(fan.token, own.id);
    expect(after.currentPrice).toEqual({ interval: 1, stripePriceId: own.price(1, 1) });
    expect(after.nextBillingDate).toBe(before.nextBillingDate);
    for (const type of ['cancel_payment', 'resume_payment']) {
      const result = await buy(fan.token, [after.currentPrice.stripePriceId], type);
      expect(result.errors).toBeUndefined();
      await settled();
      expect((await membership(fan.token, own.id)).isCanceled).toBe(type === 'cancel_payment');
    }
  });

  it('the saved card cannot be deleted while a card membership renews on it; canceled, it can; resuming then needs a card', async () => {
    const fan = await cardMember(1);
    const del = () =>
      h.gql(
        'mutation($id: String!) { deletePaymentMethod(paymentMethodId: $id) { deleted } }',
        { id: fan.card },
        { token: fan.token },
      );
    // The card screen can know before the fan confirms: the card names what renews on it.
    const renewing = () =>
      h
        .gql('{ paymentMethod { renewingMemberships } }', {}, { token: fan.token })
        .then((r) => r.data?.paymentMethod.renewingMemberships);
    expect(await renewing()).toEqual([creator.name]);
    const refused = await del();
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toContain(creator.name);
    expect((await h.services.stripe.paymentMethods.retrieve(fan.card)).customer).toBe(fan.customerId);

    const price = creator.price(1, 1);
    expect((await buy(fan.token, [price], 'cancel_payment')).errors).toBeUndefined();
    expect(await renewing()).toEqual([]);
    expect((await del()).data?.deletePaymentMethod.deleted).toBe(true);
    const resume = await buy(fan.token, [price], 'resume_payment');
    expect(resume.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const card = await fan.save('5555555555554444');
    expect((await buy(fan.token, [price], 'resume_payment')).errors).toBeUndefined();
    expect((await h.services.stripe.subscriptions.retrieve(fan.sub)).default_payment_method).toBe(card);
  });

  it('a card change while a downgrade is scheduled: the schedule follows, and the renewal is paid by the new card', async () => {
    const fan = await cardMember(2);
    expect(
      (await buy(fan.token, [creator.price(1, 1)], 'downgrade_recurring_payment')).errors,
    ).toBeUndefined();
    const card = await fan.save('5555555555554444');
    const sub = await h.services.stripe.subscriptions.retrieve(fan.sub);
    const schedule = await h.services.stripe.subscriptionSchedules.retrieve(sub.schedule as string);
    expect(schedule.default_settings.default_payment_method).toBe(card);
    await live.advanceDays(32);
    const renewed = await h.services.stripe.subscriptions.retrieve(fan.sub);
    expect(renewed.status).toBe('active');
    expect(renewed.default_payment_method).toBe(card);
    expect(await membership(fan.token)).toMatchObject({ currentTier: { rank: 1 } });
  });

  it('a retry sends the parameters its first attempt sent, whatever it reads now', async () => {
    const key = `test-sent-params-${Math.random().toString(36).slice(2)}`;
    expect(await sentParams(h.db, key, { default_payment_method: 'pm_first' })).toEqual({
      default_payment_method: 'pm_first',
    });
    expect(await sentParams(h.db, key, { default_payment_method: 'pm_changed' })).toEqual({
      default_payment_method: 'pm_first',
    });
  });

  it('operators cannot price a konbini variant outside what Stripe accepts', async () => {
    const ctx = opsContextFor(h.services);
    for (const price of [110, 300_001])
      await expect(
        setTierPrice(ctx, { tierId: creator.tiers[1]!.id, months: 1, konbini: true, price, konbiniFee: 100 }),
      ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
