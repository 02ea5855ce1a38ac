import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserCard, finalizedKonbiniSubscription, usePrices, useSandbox } from './helpers.ts';

// send_invoice subscriptions paid by konbini, cancelling, voiding, dunning settings and the
// test-mode e-mails that decide a konbini payment's outcome.

const ctx = useSandbox();
const prices = usePrices(ctx, { monthly: [1200] }, 'Konbini membership');
const T0 = Date.UTC(2030, 3, 10, 3, 0, 0) / 1000;
// Four levels at most (https://docs.stripe.com/expand): the intent is retrieved by its id.
const EXPAND = ['latest_invoice.payments'];

const DEFAULTS = {
  invoice_emails: false,
  card_retry_days: [3, 2, 2],
  card_final_action: 'cancel',
  send_invoice_days_past_due: 30,
  send_invoice_final_action: 'cancel',
};
const settings = async (body: Record<string, unknown>) =>
  fetch(`${ctx.sandbox.url}/_sandbox/settings`, { method: 'POST', body: JSON.stringify(body) });
beforeEach(async () => {
  await settings(DEFAULTS);
});

async function konbiniSubscription(email = 'kb@example.com') {
  const clock = await ctx.stripe.testHelpers.testClocks.create({ frozen_time: T0 });
  const cus = await ctx.stripe.customers.create({ email, name: 'Konbini Fan', test_clock: clock.id });
  const sub = await finalizedKonbiniSubscription(ctx.stripe, cus.id, prices.monthly, { expand: EXPAND });
  const inv = sub.latest_invoice as Stripe.Invoice;
  const pi = await ctx.stripe.paymentIntents.retrieve(
    inv.payments?.data[0]?.payment.payment_intent as string,
  );
  const advance = (days: number) =>
    ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + Math.round(days * 86400) });
  return { clock, cus, sub, inv, pi, advance };
}

/** What the fan does on the hosted invoice page: pick konbini with a name and e-mail. */
const chooseKonbini = (inv: Stripe.Invoice, email: string) =>
  fetch(`${inv.hosted_invoice_url}/konbini`, {
    method: 'POST',
    body: new URLSearchParams({ name: 'Konbini Fan', email }),
    redirect: 'manual',
  });
const pressPay = (piId: string) =>
  fetch(`${ctx.sandbox.url}/vouchers/${piId}/pay`, { method: 'POST', redirect: 'manual' });
const inbox = async (email: string) =>
  (await (
    await fetch(`${ctx.sandbox.url}/_sandbox/inbox.json?email=${encodeURIComponent(email)}`)
  ).json()) as { kind: string; links: string[] }[];

describe('send_invoice subscriptions paid by konbini', () => {
  it('is active before its first invoice is paid; konbini is chosen on the hosted invoice page', async () => {
    const { sub, inv, pi } = await konbiniSubscription('choose@example.com');
    expect(sub.status).toBe('active');
    expect(inv.status).toBe('open');
    expect(pi.status).toBe('requires_payment_method');
    expect(pi.next_action).toBeNull();
    const page = await (await fetch(inv.hosted_invoice_url!)).text();
    expect(page).toContain('コンビニで支払う');
    const chosen = await chooseKonbini(inv, 'choose.fill_never@example.com');
    expect(chosen.status).toBe(303);
    const voucher = await ctx.stripe.paymentIntents.retrieve(pi.id);
    expect(voucher.next_action?.konbini_display_details?.hosted_voucher_url).toContain(`/vouchers/${pi.id}`);
    expect((await pressPay(pi.id)).status).toBe(303);
    expect((await ctx.stripe.invoices.retrieve(inv.id)).status).toBe('paid');
  });

  it('e-mails the invoice only when invoice e-mails are on', async () => {
    await settings({ invoice_emails: false });
    await konbiniSubscription('quiet@example.com');
    expect(await inbox('quiet@example.com')).toEqual([]);
    await settings({ invoice_emails: true });
    const { inv } = await konbiniSubscription('loud@example.com');
    const mails = await inbox('loud@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['konbini_invoice']);
    expect(mails[0]!.links).toEqual([inv.hosted_invoice_url]);
  });

  it('cancelling leaves the open invoice payable: its voucher can still be paid', async () => {
    const { sub, inv, pi } = await konbiniSubscription();
    await chooseKonbini(inv, 'kb.fill_never@example.com');
    const canceled = await ctx.stripe.subscriptions.cancel(sub.id);
    expect(canceled.status).toBe('canceled');
    const open = await ctx.stripe.invoices.retrieve(inv.id);
    expect(open).toMatchObject({ status: 'open', auto_advance: false });
    expect((await pressPay(pi.id)).status).toBe(303);
    expect((await ctx.stripe.invoices.retrieve(inv.id)).status).toBe('paid');
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).status).toBe('canceled');
  });

  it('voiding makes the invoice unpayable: voucher, hosted page and invoices.pay refuse', async () => {
    const { inv, pi } = await konbiniSubscription();
    await chooseKonbini(inv, 'kb.fill_never@example.com');
    const voided = await ctx.stripe.invoices.voidInvoice(inv.id);
    expect(voided.status).toBe('void');
    expect((await ctx.stripe.paymentIntents.retrieve(pi.id)).status).toBe('canceled');
    expect((await pressPay(pi.id)).status).toBe(400);
    expect((await chooseKonbini(inv, 'kb@example.com')).status).toBe(400);
    await expect(ctx.stripe.invoices.pay(inv.id, { paid_out_of_band: true })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
    });
    expect((await ctx.stripe.invoices.retrieve(inv.id)).status).toBe('void');
  });

  it('an expired voucher leaves the invoice open and the subscription active; konbini can be chosen again', async () => {
    const { sub, inv, pi, advance } = await konbiniSubscription();
    await chooseKonbini(inv, 'kb.expire_immediately@example.com');
    await advance(0.01);
    expect((await ctx.stripe.paymentIntents.retrieve(pi.id)).status).toBe('requires_payment_method');
    expect((await ctx.stripe.invoices.retrieve(inv.id)).status).toBe('open');
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
    await chooseKonbini(inv, 'kb.fill_never@example.com');
    expect((await ctx.stripe.paymentIntents.retrieve(pi.id)).status).toBe('requires_action');
  });
});

describe('unpaid send_invoice invoices follow the dunning settings', () => {
  for (const [action, final] of [
    ['cancel', 'canceled'],
    ['unpaid', 'unpaid'],
    ['past_due', 'past_due'],
  ] as const) {
    it(`past_due at the due date, then ${final} (final action ${action})`, async () => {
      await settings({ send_invoice_days_past_due: 5, send_invoice_final_action: action });
      const { sub, inv, advance } = await konbiniSubscription();
      await advance(2.9);
      expect((await ctx.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
      await advance(3.1);
      expect((await ctx.stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
      await advance(8.1);
      expect((await ctx.stripe.subscriptions.retrieve(sub.id)).status).toBe(final);
      // The invoice itself stays open (payable) whatever the subscription became.
      expect((await ctx.stripe.invoices.retrieve(inv.id)).status).toBe('open');
    });
  }

  it('card renewals retry on the configured days, then take the final action', async () => {
    await settings({ card_retry_days: [1], card_final_action: 'unpaid' });
    const clock = await ctx.stripe.testHelpers.testClocks.create({ frozen_time: T0 });
    const cus = await ctx.stripe.customers.create({ email: 'card@example.com', test_clock: clock.id });
    const ok = await browserCard(ctx.sandbox, '4242424242424242');
    await ctx.stripe.paymentMethods.attach(ok.id, { customer: cus.id });
    const sub = await ctx.stripe.subscriptions.create({
      customer: cus.id,
      items: [{ price: prices.monthly.id }],
      default_payment_method: ok.id,
    });
    expect(sub.status).toBe('active');
    const failing = await browserCard(ctx.sandbox, '4000000000000341');
    await ctx.stripe.paymentMethods.attach(failing.id, { customer: cus.id });
    await ctx.stripe.subscriptions.update(sub.id, { default_payment_method: failing.id });
    const periodEnd = sub.items.data[0]!.current_period_end;
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: periodEnd + 3600 });
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
    await ctx.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: periodEnd + 86400 + 7200 });
    expect((await ctx.stripe.subscriptions.retrieve(sub.id)).status).toBe('unpaid');
  });

  it('settings are validated and kept', async () => {
    const bad = await settings({ send_invoice_final_action: 'delete' });
    expect(bad.status).toBe(400);
    expect((await settings({ nope: 1 })).status).toBe(400);
    const good = await settings({ send_invoice_days_past_due: 7 });
    expect(await good.json()).toMatchObject({ ...DEFAULTS, send_invoice_days_past_due: 7 });
    expect(await (await fetch(`${ctx.sandbox.url}/_sandbox/settings`)).json()).toMatchObject({
      send_invoice_days_past_due: 7,
    });
  });
});

describe('test-mode konbini outcomes by e-mail', () => {
  async function voucherFor(email: string, options?: Stripe.PaymentIntentCreateParams.PaymentMethodOptions) {
    const pi = await ctx.stripe.paymentIntents.create({
      amount: 1500,
      currency: 'jpy',
      allowed_payment_method_types: ['konbini'],
      payment_method_options: options,
      confirm: true,
      payment_method_data: { type: 'konbini', billing_details: { name: 'Tester', email } },
    });
    const now = ((await (await fetch(`${ctx.sandbox.url}/_sandbox/time`)).json()) as { now: number }).now;
    return { pi, now };
  }
  const status = async (id: string) => (await ctx.stripe.paymentIntents.retrieve(id)).status;

  it('any other address pays itself after 3 minutes', async () => {
    const { pi } = await voucherFor('hanako@test.com');
    expect(pi.status).toBe('requires_action');
    ctx.sandbox.advance(170);
    expect(await status(pi.id)).toBe('requires_action');
    ctx.sandbox.advance(20);
    expect(await status(pi.id)).toBe('succeeded');
  });

  it('succeed_immediately pays at once', async () => {
    const { pi } = await voucherFor('a.succeed_immediately@test.com');
    expect(pi.status).toBe('succeeded');
  });

  it('expire_immediately expires now, expire_with_delay in 3 minutes, fill_never by its options', async () => {
    const now1 = await voucherFor('b.expire_immediately@test.com');
    expect(now1.pi.next_action?.konbini_display_details?.expires_at).toBeLessThanOrEqual(now1.now);
    const delayed = await voucherFor('c.expire_with_delay@test.com');
    expect(delayed.pi.next_action?.konbini_display_details?.expires_at).toBe((delayed.pi.created ?? 0) + 180);
    const never = await voucherFor('d.fill_never@test.com', { konbini: { expires_after_days: 1 } });
    ctx.sandbox.advance(5);
    expect(await status(now1.pi.id)).toBe('requires_payment_method');
    expect(await status(delayed.pi.id)).toBe('requires_action');
    ctx.sandbox.advance(200);
    expect(await status(delayed.pi.id)).toBe('requires_payment_method');
    expect(await status(never.pi.id)).toBe('requires_action');
    ctx.sandbox.advance(3 * 86400);
    expect(await status(never.pi.id)).toBe('requires_payment_method');
  });
});
