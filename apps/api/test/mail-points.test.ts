import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailInbox, type MailInbox } from '@fan/mail-inbox';
import { pressSandboxButton } from './support/browser-stripe';
import { fanWithSavedCard } from './support/point-fans';
import { deliveriesForFile } from './support/sandbox-deliveries';
import { factories } from './support/factories';
import { sendDueMail } from '../src/modules/mail/send-due-mail';
import { mailTransport } from '../src/modules/mail/mail-transport';
import { claimDueMail, countStuckMail, listStuckMail } from '../src/modules/mail/outbox.repository';
import { opsGql } from './support/ops-endpoint';
import { konbiniRemindersJob } from '../src/modules/payments/remind-konbini-purchases';

// The points mails (decision 049) through the real path: the sandbox's webhooks (each delivered
// twice, out of order) write the outbox rows, the sender talks SMTP to a real server (the local
// inbox, started here on a free port) and the inbox parses what arrived.
const BUY = `mutation($prices: [String!]!, $type: PaymentType!) {
  managePaymentV2(prices: $prices, paymentType: $type) { status konbiniPaymentUrl }
}`;

describe('the points mails', () => {
  let inbox: MailInbox;
  let prices: { card: string; konbini: string };
  let clock: (() => Date) | null = null;
  const live = deliveriesForFile({ now: () => (clock ? clock() : new Date()) }, async (h) => {
    const pkg = await factories(h).pointPackage({ amount: 1000, price: 1200 });
    prices = { card: pkg.card.id, konbini: pkg.konbini.id };
  });
  const { h, settled } = live;
  beforeAll(async () => {
    inbox = await startMailInbox({ smtpPort: 0, httpPort: null });
  });
  afterAll(() => inbox.close());

  const services = (config: Partial<typeof h.services.config> = {}) => ({
    db: h.db,
    config: { ...h.services.config, MAIL_RETRY_BASE_SECONDS: 0, ...config },
  });
  const send = (config: Partial<typeof h.services.config> = {}) =>
    sendDueMail(services(config), mailTransport(inbox.smtpUrl));
  const rows = (listenerEmail: string) =>
    h.db.query<{ id: string; cause_key: string; template: string; status: string; attempts: number }>(
      'SELECT id, cause_key, template, status, attempts FROM mail_outbox WHERE to_address = $1 ORDER BY created_at',
      [listenerEmail],
    );
  const intentOf = (url: string) => /\/vouchers\/(pi_[A-Za-z0-9_]+)/.exec(url)![1]!;

  it('a card purchase: one row for its cause however often the webhook comes, one mail as the fan reads it', async () => {
    const fan = await fanWithSavedCard(h);
    const bought = await h.gql(
      BUY,
      { prices: [prices.card], type: 'one_time_payment' },
      { token: fan.token },
    );
    expect(bought.data?.managePaymentV2.status).toBe('succeeded');
    await settled(); // payment_intent.succeeded, twice, converges the same purchase again
    const [row, ...more] = await rows(fan.email);
    expect(more).toEqual([]);
    const [intent] = (await h.services.stripe.paymentIntents.list({ customer: fan.customerId })).data;
    expect(row).toMatchObject({ cause_key: `point-purchase-paid:${intent!.id}`, status: 'queued' });

    expect(await send()).toMatchObject({ sent: 1 });
    expect(await send()).toMatchObject({ sent: 0 });
    const mails = inbox.messages(fan.email);
    expect(mails).toHaveLength(1);
    const [purchase] = await h.db.query<{ id: string }>(
      'SELECT id FROM point_purchases WHERE listener_id = $1',
      [fan.listenerId],
    );
    expect(mails[0]).toMatchObject({
      subject: '【VFan】ポイント購入のお支払いが完了しました',
      from: '"VFan" <no-reply@fan.example>',
      to: [fan.email.toLowerCase()],
      contentType: 'multipart/alternative',
      messageId: `<${row!.id}@fan.example>`,
    });
    expect(mails[0]!.text).toContain(
      'ご購入内容：1,000pt\nお支払い金額：1,200円（税込）\nお支払い方法：クレジットカード',
    );
    expect(mails[0]!.text).toContain(`/payments/history/point-${purchase!.id}/receipt`);
    const [sent] = await h.db.query<{ status: string; smtp_response: string; sent_at: Date }>(
      'SELECT status, smtp_response, sent_at FROM mail_outbox WHERE id = $1',
      [row!.id],
    );
    expect(sent).toMatchObject({ status: 'sent', smtp_response: expect.stringMatching(/^250 /) });
  });

  it('konbini: the number issued, the reminder on the Japan-time day before by Stripe time, paid', async () => {
    const fan = await h.signedInListener();
    const bought = await h.gql(
      BUY,
      { prices: [prices.konbini], type: 'konbini_one_time_payment' },
      { token: fan.token },
    );
    const intent = intentOf(bought.data?.managePaymentV2.konbiniPaymentUrl as string);
    await settled();
    expect((await rows(fan.email)).map((r) => r.cause_key)).toEqual([`konbini-number-issued:${intent}`]);
    const pi = await h.services.stripe.paymentIntents.retrieve(intent);
    const due = pi.next_action!.konbini_display_details!.expires_at * 1000;

    // Two Japan-time days before the due date (23:59 JST): nothing yet; the day before, at 22:59 JST:
    // one reminder, however often the job runs.
    clock = () => new Date(due - 2 * 86_400_000);
    await konbiniRemindersJob.run(h.services);
    expect(await rows(fan.email)).toHaveLength(1);
    clock = () => new Date(due - 86_400_000 - 3_600_000);
    await konbiniRemindersJob.run(h.services);
    await konbiniRemindersJob.run(h.services);
    clock = null;
    expect((await rows(fan.email)).map((r) => r.cause_key)).toEqual([
      `konbini-number-issued:${intent}`,
      `konbini-reminder:${intent}`,
    ]);

    await pressSandboxButton(`/vouchers/${intent}/pay`);
    await settled();
    expect((await rows(fan.email)).map((r) => r.template)).toEqual([
      'konbini-number-issued',
      'konbini-reminder',
      'point-purchase-paid',
    ]);
    await send();
    const mails = inbox.messages(fan.email);
    expect(mails.map((m) => m.subject)).toEqual([
      '【VFan】コンビニ払いのお支払い番号のお知らせ',
      '【VFan】コンビニ払いのお支払い期限は明日です',
      '【VFan】ポイント購入のお支払いが完了しました',
    ]);
    expect(mails[0]!.text).toContain(pi.next_action!.konbini_display_details!.hosted_voucher_url!);
    expect(mails[2]!.text).toContain('お支払い方法：コンビニ払い');
  });

  it('konbini expired: told once that nothing was charged; no reminder after', async () => {
    const fan = await h.signedInListener();
    const bought = await h.gql(
      BUY,
      { prices: [prices.konbini], type: 'konbini_one_time_payment' },
      { token: fan.token },
    );
    const intent = intentOf(bought.data?.managePaymentV2.konbiniPaymentUrl as string);
    await pressSandboxButton(`/vouchers/${intent}/expire`);
    await settled();
    expect((await rows(fan.email)).map((r) => r.cause_key)).toEqual([
      `konbini-number-issued:${intent}`,
      `konbini-expired:${intent}`,
    ]);
    await send();
    expect(inbox.messages(fan.email).map((m) => m.subject)).toEqual([
      '【VFan】コンビニ払いのお支払い番号のお知らせ',
      '【VFan】コンビニ払いのお支払い期限が過ぎました',
    ]);
    expect(inbox.messages(fan.email)[1]!.text).toContain('料金は発生していません。');
  });

  it('SMTP refusing for a while, then answering: retried with a growing delay, sent once', async () => {
    const fan = await fanWithSavedCard(h);
    await h.gql(BUY, { prices: [prices.card], type: 'one_time_payment' }, { token: fan.token });
    inbox.refuse(451);
    expect(await send()).toMatchObject({ sent: 0, retrying: 1 });
    expect(await send()).toMatchObject({ sent: 0, retrying: 1 });
    const [waiting] = await rows(fan.email);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 2 });
    // With the production delay (30 s, then 60 s ...) the row is not due at once.
    expect(await send({ MAIL_RETRY_BASE_SECONDS: 30 })).toMatchObject({ retrying: 1 });
    expect(await send()).toMatchObject({ sent: 0, retrying: 0 });
    inbox.refuse(null);
    await h.db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [waiting!.id]);
    expect(await send()).toMatchObject({ sent: 1 });
    expect(await send()).toMatchObject({ sent: 0 });
    expect(inbox.messages(fan.email)).toHaveLength(1);
    expect((await rows(fan.email))[0]).toMatchObject({ status: 'sent', attempts: 4 });
  });

  it('a 5xx refusal gives up (stuck for the operators), not retried', async () => {
    const fan = await fanWithSavedCard(h);
    await h.gql(BUY, { prices: [prices.card], type: 'one_time_payment' }, { token: fan.token });
    inbox.refuse(550);
    expect(await send()).toMatchObject({ failed: 1 });
    inbox.refuse(null);
    expect(await send()).toMatchObject({ sent: 0 });
    const [given] = await rows(fan.email);
    expect(given).toMatchObject({ status: 'failed', attempts: 1 });
    expect(inbox.messages(fan.email)).toHaveLength(0);
    // Stuck once it has waited an hour: the operators' health view counts and lists it.
    const before = await countStuckMail(h.db);
    expect((await listStuckMail(h.db)).map((m) => m.id)).not.toContain(given!.id);
    await h.db.query("UPDATE mail_outbox SET created_at = now() - interval '61 minutes' WHERE id = $1", [
      given!.id,
    ]);
    expect(await countStuckMail(h.db)).toBe(before + 1);
    // …and the project's operators see it on the dashboard's health (reconciliation) panel.
    const { token } = await h.operator('demo');
    const DASH = `{ dashboard(from: "2026-01-01", to: "2026-01-02") { reconciliation { stuckMail oldestStuckMail } } }`;
    const health = (await opsGql(h, token, DASH)).data?.dashboard.reconciliation;
    expect(health.stuckMail).toBeGreaterThanOrEqual(1);
    expect(new Date(health.oldestStuckMail).getTime()).toBeLessThanOrEqual(Date.now() - 60 * 60_000);
    expect(await listStuckMail(h.db)).toContainEqual(
      expect.objectContaining({
        id: given!.id,
        template: 'point-purchase-paid',
        status: 'failed',
        attempts: 1,
      }),
    );
  });

  it('a sender that died after SMTP answered 250 but before the mark: resent after the timeout with the same Message-ID', async () => {
    const fan = await fanWithSavedCard(h);
    await h.gql(BUY, { prices: [prices.card], type: 'one_time_payment' }, { token: fan.token });
    // The dead sender: claimed (attempt recorded), sent, never marked.
    const [claimed] = await claimDueMail(h.db, 20, 1);
    expect(claimed!.to_address).toBe(fan.email);
    await mailTransport(inbox.smtpUrl)({
      from: 'VFan <no-reply@fan.example>',
      to: claimed!.to_address,
      subject: 'first attempt',
      text: 'x',
      messageId: `<${claimed!.id}@fan.example>`,
    });
    expect(await send()).toMatchObject({ sent: 0 }); // still within its attempt's timeout
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await send({ MAIL_SENDING_TIMEOUT_SECONDS: 1 })).toMatchObject({ sent: 1 });
    const mails = inbox.messages(fan.email);
    expect(mails.map((m) => m.messageId)).toEqual([
      `<${claimed!.id}@fan.example>`,
      `<${claimed!.id}@fan.example>`,
    ]);
    expect((await rows(fan.email))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('two senders at once (two API instances) send each mail once', async () => {
    const fans = await Promise.all([1, 2, 3].map(() => fanWithSavedCard(h)));
    for (const fan of fans)
      await h.gql(BUY, { prices: [prices.card], type: 'one_time_payment' }, { token: fan.token });
    await Promise.all([send(), send(), send()]);
    for (const fan of fans) expect(inbox.messages(fan.email)).toHaveLength(1);
  });
});
