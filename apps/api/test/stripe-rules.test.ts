import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { reconcileReport } from '../src/modules/reconcile/reconcile-report';
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
    expect(sub.billing_mode.type).toBe('flexible');
  });

  /** A paid card membership at `rank` (monthly), paid with 4242. */
  async function member(rank: number) {
    const fan = await fanWithSavedCard(h);
    const result = await buy(fan.token, [await priceOf(h, c, rank)], 'recurring_payment');
    expect(result.data?.managePaymentV2.status).toBe('succeeded');
    await settled();
    return { ...fan, sub: (await subscriptionIdOf(h, fan.listenerId, c))! };
  }
  const succeededCharges = async (customer: string) =>
    (await h.services.stripe.paymentIntents.list({ customer, limit: 100 })).data.filter(
      (pi) => pi.status === 'succeeded',
    );

  // "After resolving these issues, payment is attempted again. If the payment succeeds, the changes
  // are applied" (https://docs.stripe.com/billing/subscriptions/pending-updates-reference).
  it('a declined upgrade, a working card, the same upgrade again: the tier changes at once, charged once', async () => {
    const fan = await member(1);
    await fan.save('4000000000000341');
    const declined = await buy(fan.token, [await priceOf(h, c, 3)], 'upgrade_recurring_payment');
    expect(codeOf(declined)).toBe('PAYMENT_FAILED');
    const held = await h.services.stripe.subscriptions.retrieve(fan.sub);
    expect(held.pending_update).not.toBeNull();
    const heldInvoice = await h.services.stripe.invoices.retrieve(held.latest_invoice as string);
    expect(heldInvoice.status).toBe('open');

    await fan.save('4242424242424242');
    // The confirmation shows the held invoice, which is what the same upgrade now pays.
    const preview = await h.gql(
      'query($p: [String!]!) { planChangePreview(prices: $p, paymentType: upgrade_recurring_payment) { amountDue } }',
      { p: [await priceOf(h, c, 3)] },
      { token: fan.token },
    );
    expect(preview.data?.planChangePreview.amountDue).toBe(heldInvoice.amount_due);
    // Another tier cannot be started over the held one.
    const other = await buy(fan.token, [await priceOf(h, c, 2)], 'upgrade_recurring_payment');
    expect(codeOf(other)).toBe('CONFLICT');
    const up = await buy(fan.token, [await priceOf(h, c, 3)], 'upgrade_recurring_payment');
    expect(codeOf(up)).toBeUndefined();
    expect(up.data?.managePaymentV2.status).toBe('succeeded');
    await settled();
    expect((await membership(fan.token)).currentTier.rank).toBe(3);
    const sub = await h.services.stripe.subscriptions.retrieve(fan.sub);
    expect(sub.pending_update).toBeNull();
    expect(sub.items.data[0]!.price.id).toBe(await priceOf(h, c, 3));
    const charges = await succeededCharges(fan.customerId);
    // The registration and the held upgrade's invoice, once.
    expect(charges.map((pi) => pi.amount).sort((a, b) => a - b)).toEqual(
      [
        heldInvoice.amount_due,
        (await h.services.stripe.prices.retrieve(await priceOf(h, c, 1))).unit_amount!,
      ].sort((a, b) => a - b),
    );
    expect((await h.services.stripe.invoices.retrieve(heldInvoice.id!)).status).toBe('paid');
  });

  // Under Stripe's ¥50 minimum charge (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts)
  // "the invoice is marked as paid and the amount owed moved to the invoice balance as a debit", which
  // "automatically applies toward the next invoice" (https://docs.stripe.com/billing/customer/balance).
  // Last in the file: it moves the sandbox's clock a month on.
  it('an upgrade whose difference is under ¥50: shown as added to the next invoice, applied at once, charged with the renewal', async () => {
    const small = await factories(h).creator({ tiers: [{ monthly: 1000 }, { monthly: 1040 }], months: [1] });
    const fan = await fanWithSavedCard(h);
    const joined = await buy(fan.token, [small.price(1)], 'recurring_payment');
    expect(joined.data?.managePaymentV2.status).toBe('succeeded');
    const preview = await h.gql(
      'query($p: [String!]!) { planChangePreview(prices: $p, paymentType: upgrade_recurring_payment) { amountDue addedToNextInvoice } }',
      { p: [small.price(2)] },
      { token: fan.token },
    );
    const { amountDue, addedToNextInvoice } = preview.data?.planChangePreview ?? {};
    expect(amountDue).toBe(0);
    expect(addedToNextInvoice).toBeGreaterThan(0);
    expect(addedToNextInvoice).toBeLessThan(50);

    const up = await buy(fan.token, [small.price(2)], 'upgrade_recurring_payment');
    expect(codeOf(up)).toBeUndefined();
    expect(up.data?.managePaymentV2.status).toBe('succeeded');
    await settled();
    const shown = (await h.gql(MEMBERSHIP, { c: small.id }, { token: fan.token })).data
      ?.subscriptionMembership;
    expect(shown.currentTier.rank).toBe(2);
    const customer = (await h.services.stripe.customers.retrieve(fan.customerId)) as Stripe.Customer;
    expect(customer.balance).toBe(addedToNextInvoice);
    // Nothing charged for the upgrade: the registration is the one charge so far.
    expect((await succeededCharges(fan.customerId)).map((pi) => pi.amount)).toEqual([1000]);

    await live.advanceDays(32);
    const sub = (await subscriptionIdOf(h, fan.listenerId, small.id))!;
    const renewal = (await h.services.stripe.invoices.list({ subscription: sub })).data[0]!;
    expect(renewal).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid' });
    expect(renewal.amount_paid).toBe(1040 + addedToNextInvoice);
    const [row] = await h.db.query<{ amount: number }>(
      'SELECT amount FROM membership_payments WHERE stripe_invoice_id = $1',
      [renewal.id],
    );
    expect(row?.amount).toBe(1040 + addedToNextInvoice);
    const report = await reconcileReport(h.services);
    expect(report.mismatches).toEqual([]);
  });
});
