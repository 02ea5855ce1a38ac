import { describe, expect, it } from 'vitest';
import type { RunningSandbox } from '@fan/stripe-sandbox';

import {
  BUY,
  chooseKonbini,
  MEMBERSHIP,
  priceOf,
  sandboxSettings,
  subscriptionIdOf,
} from './support/memberships';
import { deliveriesForFile } from './support/sandbox-deliveries';
import { factories } from './support/factories';

// Konbini registrations can never take money without giving a membership
// (docs/decisions/009-konbini-pending-registrations.md). The API hears of payments, voids and due
// dates only through the sandbox's real webhook deliveries (twice, out of order).
describe('konbini registrations', () => {
  let c: number;
  let sandbox: RunningSandbox;
  // Time moves and dunning settings change here: a private sandbox keeps other files intact.
  const live = deliveriesForFile({}, async (h, theirs) => {
    sandbox = theirs;
    c = (await factories(h).creator({ months: [1] })).id;
  });
  const { h, settled } = live;

  const membership = async (token: string) =>
    (await h.gql(MEMBERSHIP, { c }, { token })).data?.subscriptionMembership;
  const register = async (token: string, rank: number) =>
    (
      await h.gql(
        BUY,
        { prices: [await priceOf(h, c, rank, 1, true)], type: 'konbini_recurring_payment' },
        { token },
      )
    ).data?.managePaymentV2.konbiniPaymentUrl as string;
  const pay = (voucher: string) =>
    fetch(`${sandbox.url}/vouchers/${voucher}/pay`, { method: 'POST', redirect: 'manual' });
  const customerOf = async (listenerId: number) =>
    (
      await h.db.query<{ stripe_customer_id: string }>(
        'SELECT stripe_customer_id FROM payment_customers WHERE listener_id = $1',
        [listenerId],
      )
    )[0]!.stripe_customer_id;
  /** Every paid invoice belongs to the subscription the membership runs on. */
  async function noMoneyWithoutMembership(listenerId: number) {
    const paid = await h.services.stripe.invoices.list({
      customer: await customerOf(listenerId),
      status: 'paid',
    });
    const [row] = await h.db.query<{ stripe_subscription_id: string | null }>(
      'SELECT stripe_subscription_id FROM memberships WHERE listener_id = $1 AND contributor_id = $2',
      [listenerId, c],
    );
    for (const inv of paid.data)
      expect(inv.parent?.subscription_details?.subscription).toBe(row!.stripe_subscription_id);
  }
  /** The double-submit guard is 60 s of real time; a fan coming back later is simulated here. */
  const later = (listenerId: number) =>
    h.db.query(`UPDATE memberships SET pending_since = now() - interval '5 minutes' WHERE listener_id = $1`, [
      listenerId,
    ]);

  // Stripe keeps a send_invoice subscription's first invoice a draft for an hour, without a payment
  // page (docs/decisions/038-stripes-invoice-clock.md): the registration finalizes it itself.
  it('the registration answers the open invoice’s payment page and its own due date at once', async () => {
    const fan = await h.signedInListener();
    const answer = (
      await h.gql(
        `mutation($prices: [String!]!) {
          managePaymentV2(prices: $prices, paymentType: konbini_recurring_payment) { konbiniPaymentUrl konbiniDueAt }
        }`,
        { prices: [await priceOf(h, c, 1, 1, true)] },
        { token: fan.token },
      )
    ).data?.managePaymentV2;
    const sub = (await subscriptionIdOf(h, fan.listenerId, c))!;
    const invoice = await h.services.stripe.invoices.retrieve(
      (await h.services.stripe.subscriptions.retrieve(sub)).latest_invoice as string,
    );
    expect(invoice.status).toBe('open');
    expect(answer.konbiniPaymentUrl).toBe(invoice.hosted_invoice_url);
    expect(new Date(answer.konbiniDueAt).getTime()).toBe(invoice.due_date! * 1000);
    await settled();
  });

  it('registering again voids the pending voucher: paying it afterwards is refused', async () => {
    const fan = await h.signedInListener();
    const firstUrl = await register(fan.token, 1);
    const firstVoucher = await chooseKonbini(sandbox.port, firstUrl, 'again.fill_never@example.com');
    const firstSub = (await subscriptionIdOf(h, fan.listenerId, c))!;
    await later(fan.listenerId);
    const secondUrl = await register(fan.token, 2);
    expect(secondUrl).not.toBe(firstUrl);
    await settled();
    expect(await membership(fan.token)).toMatchObject({
      currentTier: { rank: 0 },
      konbiniPaymentPending: true,
    });

    expect((await pay(firstVoucher)).status).toBe(400);
    const firstInvoice = (await h.services.stripe.subscriptions.retrieve(firstSub)).latest_invoice as string;
    expect((await h.services.stripe.invoices.retrieve(firstInvoice)).status).toBe('void');
    await settled();
    await noMoneyWithoutMembership(fan.listenerId);

    const secondVoucher = await chooseKonbini(sandbox.port, secondUrl, 'again.fill_never@example.com');
    expect((await pay(secondVoucher)).status).toBe(303);
    await settled();
    expect(await membership(fan.token)).toMatchObject({
      currentTier: { rank: 2 },
      konbiniPaymentPending: false,
    });
    await noMoneyWithoutMembership(fan.listenerId);
  });

  it('a voucher paid before the fan registers again gives the membership and refuses the new registration', async () => {
    const fan = await h.signedInListener();
    const url = await register(fan.token, 1);
    expect((await pay(await chooseKonbini(sandbox.port, url, 'paid.fill_never@example.com'))).status).toBe(
      303,
    );
    // Registering again while invoice.paid is still on its way (not settled): the void fails because
    // the invoice is paid (CONFLICT), or the webhook made the fan a member first (no register action).
    await later(fan.listenerId);
    const again = await h.gql(
      BUY,
      { prices: [await priceOf(h, c, 2, 1, true)], type: 'konbini_recurring_payment' },
      { token: fan.token },
    );
    expect(['CONFLICT', 'BAD_USER_INPUT']).toContain(again.errors?.[0]?.extensions?.code);
    await settled();
    expect(await membership(fan.token)).toMatchObject({
      currentTier: { rank: 1 },
      konbiniPaymentPending: false,
    });
    await noMoneyWithoutMembership(fan.listenerId);
  });

  for (const action of ['cancel', 'unpaid', 'past_due'] as const) {
    it(`an unpaid first invoice drops the registration at its due date (final action: ${action})`, async () => {
      await sandboxSettings(sandbox.port, {
        send_invoice_days_past_due: 1,
        send_invoice_final_action: action,
      });
      const fan = await h.signedInListener();
      const url = await register(fan.token, 1);
      const voucher = await chooseKonbini(sandbox.port, url, `unpaid-${action}.fill_never@example.com`);
      const sub = (await subscriptionIdOf(h, fan.listenerId, c))!;
      await live.advanceDays(5);
      expect(await membership(fan.token)).toMatchObject({
        currentTier: { rank: 0 },
        konbiniPaymentPending: false,
      });
      const stripeSub = await h.services.stripe.subscriptions.retrieve(sub);
      expect(stripeSub.status).toBe('canceled');
      expect((await h.services.stripe.invoices.retrieve(stripeSub.latest_invoice as string)).status).toBe(
        'void',
      );
      // The voucher's deadline has passed anyway; nothing can be paid on this registration any more.
      expect((await pay(voucher)).status).toBe(400);
      await noMoneyWithoutMembership(fan.listenerId);
      // Its mails: the payment page when it was issued, the expiry once when it was dropped.
      const mails = await h.db.query<{ cause_key: string; data: { renewal?: boolean } }>(
        'SELECT cause_key, data FROM mail_outbox WHERE to_address = $1 ORDER BY created_at, id',
        [fan.email],
      );
      expect(mails.map((m) => m.cause_key.replace(/:.*/, ''))).toEqual([
        'konbini-number-issued',
        'konbini-expired',
      ]);
      expect(mails[1]!.data.renewal).toBe(false);
      await sandboxSettings(sandbox.port, {
        send_invoice_days_past_due: 30,
        send_invoice_final_action: 'cancel',
      });
    });
  }

  it('waits while the voucher is still payable after the due date; paying it then gives the membership', async () => {
    await sandboxSettings(sandbox.port, { send_invoice_final_action: 'past_due' });
    const fan = await h.signedInListener();
    const url = await register(fan.token, 1);
    const sub = (await subscriptionIdOf(h, fan.listenerId, c))!;
    const invoice = await h.services.stripe.invoices.retrieve(
      (await h.services.stripe.subscriptions.retrieve(sub)).latest_invoice as string,
    );
    // Picked just before the due date: the voucher runs to the end of its own (later) deadline.
    const { now } = (await (await fetch(`${sandbox.url}/_sandbox/time`)).json()) as { now: number };
    sandbox.advance(invoice.due_date! - now - 600);
    const voucher = await chooseKonbini(sandbox.port, url, 'late.fill_never@example.com');
    sandbox.advance(1200);
    await settled();
    expect((await h.services.stripe.subscriptions.retrieve(sub)).status).toBe('past_due');
    expect(await membership(fan.token)).toMatchObject({ konbiniPaymentPending: true });
    expect((await pay(voucher)).status).toBe(303);
    await settled();
    expect((await h.services.stripe.invoices.retrieve(invoice.id!)).status).toBe('paid');
    expect(await membership(fan.token)).toMatchObject({
      currentTier: { rank: 1 },
      konbiniPaymentPending: false,
    });
    await noMoneyWithoutMembership(fan.listenerId);
    await sandboxSettings(sandbox.port, { send_invoice_final_action: 'cancel' });
  });
});
