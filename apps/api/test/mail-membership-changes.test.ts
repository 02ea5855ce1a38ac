import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfJapanDay } from '@fan/shared';
import { startMailInbox, type MailInbox } from '@fan/mail-inbox';
import type { createHarness } from './support/harness';
import { factories } from './support/factories';
import { BUY, BUY_KEYED, chooseKonbini } from './support/memberships';
import { fanWithSavedCard } from './support/point-fans';
import { pressSandboxButton } from './support/browser-stripe';
import { harnessWithDeliveries } from './support/sandbox-deliveries';
import { sendDueMail } from '../src/modules/mail/send-due-mail';
import { mailTransport } from '../src/modules/mail/mail-transport';
import { membershipRemindersJob } from '../src/modules/memberships/jobs/remind-konbini-members';

// The membership mails of issue 46 beyond payments, cancel and resume (decision 049): a konbini
// member's invoice pages (the registration's and each renewal's), the reminder 7 days before a long
// plan renews, the day-before reminder of an unpaid renewal and its expiry, and the confirmations of
// a downgrade, a konbini upgrade and a payment method switch. Each once for its cause, on Stripe's
// time (the sandbox's clock moves), read from a real SMTP server.
const DAY = 86_400_000;
/** A date as the mails write it (Japan time), e.g. 2027年1月3日. */
const jst = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
}).format;

describe('the mails of a konbini member and of plan changes', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let live: Awaited<ReturnType<typeof harnessWithDeliveries>>;
  let creator: Awaited<ReturnType<ReturnType<typeof factories>['creator']>>;
  let inbox: MailInbox;
  let clock = () => new Date();
  beforeAll(async () => {
    live = await harnessWithDeliveries({ now: () => clock() });
    h = live.h;
    clock = () => new Date(live.sandbox.sandbox.now() * 1000);
    creator = await factories(h).creator({
      name: '星野あかり',
      months: [1, 3],
      tiers: [{ monthly: 500 }, { monthly: 1000 }],
    });
    inbox = await startMailInbox({ smtpPort: 0, httpPort: null });
  });
  afterAll(async () => {
    await inbox?.close();
    await live?.close();
  });

  const buy = (token: string, price: string, type: string, key?: string) =>
    h.gql(key ? BUY_KEYED : BUY, { prices: [price], type, key }, { token });
  const causes = async (email: string) =>
    (
      await h.db.query<{ cause_key: string }>(
        'SELECT cause_key FROM mail_outbox WHERE to_address = $1 ORDER BY created_at, id',
        [email],
      )
    ).map((r) => r.cause_key.replace(/:.*/, ''));
  const send = () => sendDueMail({ db: h.db, config: h.services.config }, mailTransport(inbox.smtpUrl));
  const remind = () => membershipRemindersJob.run(h.services);
  const moveTo = (at: Date) => live.advanceDays((at.getTime() - clock().getTime()) / DAY);
  const periodEnd = async (listenerId: number) =>
    new Date(
      (
        await h.db.query<{ current_period_end: Date }>(
          'SELECT current_period_end FROM memberships WHERE listener_id = $1 AND contributor_id = $2',
          [listenerId, creator.id],
        )
      )[0]!.current_period_end,
    );

  it('a 3-month konbini member: the invoice page, paid; 7 days before the renewal a reminder; the renewal’s page, the day-before reminder and its expiry', async () => {
    const fan = await h.signedInListener();
    const page = (await buy(fan.token, creator.price(1, 3, true), 'konbini_recurring_payment')).data
      ?.managePaymentV2.konbiniPaymentUrl as string;
    expect(await causes(fan.email)).toEqual(['konbini-number-issued']);
    const voucher = await chooseKonbini(live.sandbox.port, page, fan.email);
    await pressSandboxButton(`/vouchers/${voucher}/pay`);
    await live.settled();
    expect(await causes(fan.email)).toEqual(['konbini-number-issued', 'membership-paid']);

    const renewsAt = await periodEnd(fan.listenerId);
    // Eight days before: not yet. From 00:00 JST seven days before: once, however many passes.
    await moveTo(new Date(startOfJapanDay(renewsAt, -7).getTime() - DAY / 2));
    await remind();
    expect(await causes(fan.email)).toHaveLength(2);
    await moveTo(new Date(startOfJapanDay(renewsAt, -7).getTime() + 3_600_000));
    expect((await remind()).reminded).toBe(1);
    expect((await remind()).reminded).toBe(0);
    expect((await causes(fan.email)).at(-1)).toBe('renewal-reminder');

    await live.advanceDays(7.5);
    const [open] = await h.db.query<{ invoice_id: string; ends_at: Date }>(
      `SELECT invoice_id, ends_at FROM unpaid_renewals WHERE listener_id = $1 AND status = 'open'`,
      [fan.listenerId],
    );
    expect(open).toBeDefined();
    // The Japan-time day before its due date, the reminder; the passes before that day send none.
    await remind();
    expect((await causes(fan.email)).filter((c) => c === 'konbini-reminder')).toEqual([]);
    await moveTo(new Date(startOfJapanDay(new Date(open!.ends_at), -1).getTime() + 3_600_000));
    await remind();
    await remind();
    await moveTo(new Date(new Date(open!.ends_at).getTime() + DAY));
    expect(await causes(fan.email)).toEqual([
      'konbini-number-issued',
      'membership-paid',
      'renewal-reminder',
      'konbini-number-issued',
      'konbini-reminder',
      'konbini-expired',
    ]);

    await send();
    const mails = inbox.messages(fan.email);
    expect(mails.map((m) => m.subject)).toEqual([
      '【VFan】コンビニ払いのお支払い番号のお知らせ',
      '【VFan】メンバーシップのご登録のお支払いが完了しました',
      '【VFan】メンバーシップの更新日が近づいています',
      '【VFan】コンビニ払いのお支払い番号のお知らせ',
      '【VFan】コンビニ払いのお支払い期限は明日です',
      '【VFan】コンビニ払いのお支払い期限が過ぎました',
    ]);
    expect(mails[0]!.text).toContain(`お支払い内容：星野あかり メンバーシップ（`);
    expect(mails[0]!.text).toContain('こちらのお支払いページで「コンビニ」を選ぶと');
    expect(mails[0]!.text).toContain(page);
    expect(mails[2]!.text).toContain(`更新日：${jst(renewsAt)}`);
    expect(mails[2]!.text).toContain('お支払い方法：コンビニ払い');
    expect(mails[3]!.text).toMatch(/\/invoices\/in_[^/]+\/hosted/);
    expect(mails[5]!.text).toContain(
      'メンバーシップの更新を取り消しました。メンバーシップは終了しています。',
    );
  });

  it('a downgrade tapped twice, a konbini upgrade and a method switch: one confirmation each, with the date and the new price', async () => {
    const down = await fanWithSavedCard(h);
    expect((await buy(down.token, creator.price(2, 1), 'recurring_payment')).errors).toBeUndefined();
    await live.settled();
    for (let i = 0; i < 2; i++)
      expect(
        (await buy(down.token, creator.price(1, 1), 'downgrade_recurring_payment', 'downgrade-tap-0001'))
          .errors,
      ).toBeUndefined();
    await live.settled();
    expect(await causes(down.email)).toEqual(['membership-paid', 'membership-plan-changed']);

    const konbini = await h.signedInListener();
    const page = (await buy(konbini.token, creator.price(1, 1, true), 'konbini_recurring_payment')).data
      ?.managePaymentV2.konbiniPaymentUrl as string;
    await pressSandboxButton(`/vouchers/${await chooseKonbini(live.sandbox.port, page, konbini.email)}/pay`);
    await live.settled();
    const up = await buy(konbini.token, creator.price(2, 1, true), 'upgrade_recurring_payment');
    expect(up.errors).toBeUndefined();
    expect((await causes(konbini.email)).at(-1)).toBe('membership-plan-changed');

    const switcher = await fanWithSavedCard(h);
    expect((await buy(switcher.token, creator.price(1, 1), 'recurring_payment')).errors).toBeUndefined();
    await live.settled();
    const switched = await buy(switcher.token, creator.price(1, 1, true), 'payment_method_change');
    expect(switched.errors).toBeUndefined();
    expect(await causes(switcher.email)).toEqual(['membership-paid', 'membership-plan-changed']);

    await send();
    const [downMail] = inbox.messages(down.email).slice(-1);
    const end = jst(await periodEnd(down.listenerId));
    expect(downMail!.subject).toBe('【VFan】メンバーシップのプランの変更（ダウングレード）を受け付けました');
    expect(downMail!.text).toContain(`変更日：${end}（次回の更新日）`);
    expect(downMail!.text).toContain('変更後のお支払い金額：500円（税込）／1か月');
    const [upMail] = inbox.messages(konbini.email).slice(-1);
    expect(upMail!.subject).toBe('【VFan】メンバーシップのプランの変更（アップグレード）を受け付けました');
    expect(upMail!.text).toContain('変更後のお支払い方法：コンビニ払い');
    const [switchMail] = inbox.messages(switcher.email).slice(-1);
    expect(switchMail!.subject).toBe('【VFan】メンバーシップのお支払い方法の変更を受け付けました');
    expect(switchMail!.text).toContain('変更後のお支払い方法：コンビニ払い');
  });
});
