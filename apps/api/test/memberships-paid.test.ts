import { describe, expect, it } from 'vitest';
import { codeOf } from './support/harness';
import { pressSandboxButton, sandboxPort } from './support/browser-stripe';
import { BUY, chooseKonbini, MEMBERSHIP, priceOf, subscriptionIdOf, TIERS } from './support/memberships';
import { fanWithSavedCard } from './support/point-fans';
import { deliveriesForFile } from './support/sandbox-deliveries';
import { factories } from './support/factories';

// The API receives the sandbox's real webhook deliveries (twice, out of order); no event is made by hand.
describe('paid memberships on Stripe', () => {
  let c: number;
  // This file advances the sandbox's clock a month: its own sandbox keeps other files' time intact.
  const live = deliveriesForFile({}, async (h) => {
    c = (await factories(h).creator()).id;
  });
  const { h, settled, advanceDays } = live;

  const fanWithCard = (number?: string) => fanWithSavedCard(h, number);
  const membership = async (token: string) =>
    (await h.gql(MEMBERSHIP, { c }, { token })).data?.subscriptionMembership;
  const buy = (token: string, prices: string[], type: string) => h.gql(BUY, { prices, type }, { token });
  const subscriptionsOf = async (customer: string) =>
    (await h.services.stripe.subscriptions.list({ customer, status: 'all' })).data;

  it('registers a paid tier by card: the free membership first, then the paid tier at once', async () => {
    const fan = await fanWithCard();
    const result = await buy(fan.token, [await priceOf(h, c, 1)], 'recurring_payment');
    expect(result.data?.managePaymentV2.status).toBe('succeeded');
    const m = await membership(fan.token);
    expect(m).toMatchObject({
      currentTier: { rank: 1 },
      isCanceled: false,
      duration: 1,
      totalDuration: 1,
      paymentMethod: 'card',
      paidPlatform: 'other',
    });
    expect(new Date(m.nextBillingDate).getTime()).toBeGreaterThan(Date.now() + 27 * 86400_000);
    const tiers = (await h.gql(TIERS, { c }, { token: fan.token })).data?.subscriptionTiersConnection.nodes;
    expect(tiers.map((t: any) => [t.rank, t.actions])).toEqual([
      [0, { register: false, cancel: false, resume: false, upgrade: false, downgrade: false, hidden: true }],
      [1, { register: false, cancel: true, resume: false, upgrade: false, downgrade: false, hidden: false }],
      [2, { register: false, cancel: false, resume: false, upgrade: true, downgrade: false, hidden: false }],
      [3, { register: false, cancel: false, resume: false, upgrade: true, downgrade: false, hidden: false }],
    ]);
  });

  it('creates one subscription for concurrent registrations and refuses a second paid membership', async () => {
    const fan = await fanWithCard();
    const price = await priceOf(h, c, 2);
    const results = await Promise.all([1, 2, 3].map(() => buy(fan.token, [price], 'recurring_payment')));
    // One tap sent three times: one subscription, and every copy answered with its result.
    expect(results.map((r) => r.data?.managePaymentV2.status)).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
    ]);
    expect(await subscriptionsOf(fan.customerId)).toHaveLength(1);
    expect(codeOf(await buy(fan.token, [await priceOf(h, c, 3)], 'recurring_payment'))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await subscriptionsOf(fan.customerId)).toHaveLength(1);
  });

  it('waits for 3-D Secure before the tier becomes current', async () => {
    const fan = await fanWithCard('4000002500003155');
    const result = await buy(fan.token, [await priceOf(h, c, 1)], 'recurring_payment');
    expect(result.data?.managePaymentV2.status).toBe('requires_action');
    const secret = result.data?.managePaymentV2.threeDSecureClientSecret as string;
    expect((await membership(fan.token)).currentTier.rank).toBe(0);
    // Meanwhile the free tier is not offered for cancelling, and cancelling it is refused in words.
    const tiers = (await h.gql(TIERS, { c }, { token: fan.token })).data?.subscriptionTiersConnection.nodes;
    expect(tiers[0].actions).toMatchObject({ cancel: false, hidden: false });
    const pending = await h.gql(
      'query($c: Int!) { subscriptionMembership(contributorId: $c) { registrationPending } }',
      { c },
      { token: fan.token },
    );
    expect(pending.data?.subscriptionMembership.registrationPending).toBe(true);
    const leave = await h.gql(
      'mutation($c: Int!) { cancelFreeSubscription(contributorId: $c) { databaseId } }',
      { c },
      { token: fan.token },
    );
    expect(leave.errors?.[0]?.message).toContain('お支払い手続き中のため');
    await pressSandboxButton(`/3ds/${secret.split('_secret_')[0]}/complete`);
    // invoice.paid reaches the API: nothing else tells it the challenge was completed.
    await settled();
    expect((await membership(fan.token)).currentTier.rank).toBe(1);
  });

  it('upgrades at once with the difference charged, downgrades at the next billing date, cancels and resumes', async () => {
    const fan = await fanWithCard();
    await buy(fan.token, [await priceOf(h, c, 1)], 'recurring_payment');
    const up = await buy(fan.token, [await priceOf(h, c, 3)], 'upgrade_recurring_payment');
    expect(up.data?.managePaymentV2.status).toBe('succeeded');
    expect((await membership(fan.token)).currentTier.rank).toBe(3);
    const sub = (await subscriptionIdOf(h, fan.listenerId, c))!;
    const invoices = (await h.services.stripe.invoices.list({ subscription: sub })).data;
    expect(
      invoices.some(
        (i) => i.billing_reason === 'subscription_update' && i.status === 'paid' && i.amount_paid > 0,
      ),
    ).toBe(true);

    const down = await buy(fan.token, [await priceOf(h, c, 2)], 'downgrade_recurring_payment');
    expect(down.data?.managePaymentV2.status).toBe('succeeded');
    expect(await membership(fan.token)).toMatchObject({
      currentTier: { rank: 3 },
      scheduledTier: { rank: 2 },
    });
    // The schedule's events, delivered twice and out of order, change nothing before the period ends.
    await settled();
    expect(live.delivered('subscription_schedule.created')).toBeGreaterThan(0);
    expect((await membership(fan.token)).currentTier.rank).toBe(3);

    expect(
      (await buy(fan.token, [await priceOf(h, c, 3)], 'cancel_payment')).data?.managePaymentV2.status,
    ).toBe('succeeded');
    expect(await membership(fan.token)).toMatchObject({ isCanceled: true });
    const tiers = (await h.gql(TIERS, { c }, { token: fan.token })).data?.subscriptionTiersConnection.nodes;
    expect(tiers.find((t: any) => t.rank === 3).actions).toMatchObject({ resume: true, cancel: false });
    expect(codeOf(await buy(fan.token, [await priceOf(h, c, 2)], 'downgrade_recurring_payment'))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      (await buy(fan.token, [await priceOf(h, c, 3)], 'resume_payment')).data?.managePaymentV2.status,
    ).toBe('succeeded');
    expect(await membership(fan.token)).toMatchObject({ isCanceled: false });
  });

  it('renews a month later (durations grow) and applies a scheduled downgrade', async () => {
    const fan = await fanWithCard();
    await buy(fan.token, [await priceOf(h, c, 2)], 'recurring_payment');
    await buy(fan.token, [await priceOf(h, c, 1)], 'downgrade_recurring_payment');
    await advanceDays(32);
    const m = await membership(fan.token);
    expect(m).toMatchObject({ currentTier: { rank: 1 }, scheduledTier: null, totalDuration: 2, duration: 1 });
  });

  /** The konbini invoice pages the outbox holds for this fan, in the order they were written. */
  const invoicePagesMailed = async (email: string) =>
    (
      await h.db.query<{ page: string }>(
        `SELECT data->>'voucherUrl' AS page FROM mail_outbox
          WHERE to_address = $1 AND template = 'konbini-number-issued' ORDER BY created_at, id`,
        [email],
      )
    ).map((r) => r.page);

  it('registers by konbini: pending until the voucher is paid, invoice e-mailed, then active', async () => {
    const fan = await h.signedInListener();
    const result = await buy(fan.token, [await priceOf(h, c, 1, 1, true)], 'konbini_recurring_payment');
    expect(result.data?.managePaymentV2.status).toBe('requires_action');
    let m = await membership(fan.token);
    expect(m).toMatchObject({ currentTier: { rank: 0 }, konbiniPaymentPending: true });
    const tiers = (await h.gql(TIERS, { c }, { token: fan.token })).data?.subscriptionTiersConnection.nodes;
    expect(tiers.find((t: any) => t.rank === 1).konbiniPaymentPending).toBe(true);
    expect(tiers.find((t: any) => t.rank === 0).actions.hidden).toBe(true);

    // The product mails the hosted invoice page (Stripe's invoice mail is off, decision 049); the fan
    // picks konbini there.
    const url = result.data?.managePaymentV2.konbiniPaymentUrl as string;
    expect(await invoicePagesMailed(fan.email)).toEqual([url]);
    const voucher = await chooseKonbini(
      sandboxPort(),
      url,
      `${fan.email.split('@')[0]}.fill_never@example.com`,
    );
    const sub = await h.services.stripe.subscriptions.retrieve(
      (await subscriptionIdOf(h, fan.listenerId, c))!,
    );
    const invoice = await h.services.stripe.invoices.retrieve(sub.latest_invoice as string);
    await pressSandboxButton(`/vouchers/${voucher}/pay`);
    await settled();
    expect((await h.services.stripe.invoices.retrieve(invoice.id!)).status).toBe('paid');
    m = await membership(fan.token);
    expect(m).toMatchObject({
      currentTier: { rank: 1 },
      konbiniPaymentPending: false,
      paymentMethod: 'konbini',
      totalDuration: 1,
    });
  });

  it('refuses every change to a membership bought on iOS', async () => {
    const fan = await fanWithCard();
    const [tier] = await h.db.query<{ id: number }>(
      'SELECT id FROM subscription_tiers WHERE contributor_id = $1 AND rank = 2',
      [c],
    );
    await h.db.query(
      `INSERT INTO memberships (project_id, listener_id, contributor_id, status, tier_id, platform, serial_number, current_period_end)
       VALUES ('demo', $1, $2, 'active', $3, 'ios', 9000 + $1, now() + interval '20 days')`,
      [fan.listenerId, c, tier!.id],
    );
    for (const [rank, type] of [
      [2, 'cancel_payment'],
      [2, 'resume_payment'],
      [3, 'upgrade_recurring_payment'],
      [1, 'downgrade_recurring_payment'],
      [3, 'recurring_payment'],
    ] as const) {
      expect(codeOf(await buy(fan.token, [await priceOf(h, c, rank)], type))).toBe('FORBIDDEN');
    }
    const tiers = (await h.gql(TIERS, { c }, { token: fan.token })).data?.subscriptionTiersConnection.nodes;
    expect(
      tiers.every(
        (t: any) =>
          !t.actions.register &&
          !t.actions.cancel &&
          !t.actions.upgrade &&
          !t.actions.downgrade &&
          !t.actions.resume,
      ),
    ).toBe(true);
    expect(await subscriptionsOf(fan.customerId)).toHaveLength(0);
  });

  it('ends a card membership whose renewal keeps failing, after Stripe gives up', async () => {
    const fan = await fanWithCard();
    await buy(fan.token, [await priceOf(h, c, 1)], 'recurring_payment');
    const sub = (await subscriptionIdOf(h, fan.listenerId, c))!;
    // The card starts failing: every charge on 4000 0000 0000 0341 is declined.
    const failing = await h.services.stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4000000000000341', exp_month: 12, exp_year: 2034, cvc: '123' } as never,
    });
    await h.services.stripe.paymentMethods.attach(failing.id, { customer: fan.customerId });
    await h.services.stripe.subscriptions.update(sub, { default_payment_method: failing.id });
    await advanceDays(32);
    expect((await h.services.stripe.subscriptions.retrieve(sub)).status).toBe('past_due');
    expect((await membership(fan.token)).currentTier.rank).toBe(1); // still a member while Stripe retries
    await advanceDays(20);
    expect((await h.services.stripe.subscriptions.retrieve(sub)).status).toBe('canceled');
    expect(await membership(fan.token)).toMatchObject({
      currentTier: { rank: 0 },
      nextBillingDate: null,
      totalDuration: 1,
    });
  });

  it('sends a konbini member a new invoice each period', async () => {
    const fan = await h.signedInListener();
    const bought = await buy(fan.token, [await priceOf(h, c, 1, 1, true)], 'konbini_recurring_payment');
    const sub = (await subscriptionIdOf(h, fan.listenerId, c))!;
    const first = await h.services.stripe.subscriptions.retrieve(sub);
    const url = bought.data?.managePaymentV2.konbiniPaymentUrl as string;
    await pressSandboxButton(`/vouchers/${await chooseKonbini(sandboxPort(), url, fan.email)}/pay`);
    await settled();
    expect((await h.services.stripe.invoices.retrieve(first.latest_invoice as string)).status).toBe('paid');
    // To one day past the period end: the renewal invoice is out, its 3-day voucher not yet expired.
    const periodEnd = (await h.services.stripe.subscriptions.retrieve(sub)).items.data[0]!.current_period_end;
    const { now } = (await (await fetch(`http://127.0.0.1:${sandboxPort()}/_sandbox/time`)).json()) as {
      now: number;
    };
    await advanceDays((periodEnd - now) / 86400 + 1);
    const invoices = (await h.services.stripe.invoices.list({ subscription: sub })).data;
    expect(invoices.map((i) => [i.billing_reason, i.status])).toEqual(
      expect.arrayContaining([
        ['subscription_create', 'paid'],
        ['subscription_cycle', 'open'],
      ]),
    );
    // Each period's invoice is mailed (its hosted page, where konbini is picked), once.
    const pages = await invoicePagesMailed(fan.email);
    expect(pages).toHaveLength(2);
    expect(pages.every((p) => /\/invoices\/in_[^/]+\/hosted$/.test(p))).toBe(true);
    expect((await membership(fan.token)).currentTier.rank).toBe(1);
  });
});
