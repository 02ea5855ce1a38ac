import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailInbox, type MailInbox } from '@fan/mail-inbox';
import { factories } from './support/factories';
import { BUY, BUY_KEYED } from './support/memberships';
import { fanWithSavedCard } from './support/point-fans';
import { deliveriesForFile } from './support/sandbox-deliveries';
import { sendDueMail } from '../src/modules/mail/send-due-mail';
import { mailTransport } from '../src/modules/mail/mail-transport';

// The membership mails (decision 049): a registration, each renewal, a cancel with its end date
// and a resume, each written once for its cause (an invoice, an accepted request) and read as the
// fan reads them from a real SMTP server.
describe('the membership mails', () => {
  let inbox: MailInbox;
  let creator: Awaited<ReturnType<ReturnType<typeof factories>['creator']>>;
  const live = deliveriesForFile({}, async (h) => {
    creator = await factories(h).creator({ months: [1], tiers: [{ monthly: 500 }] });
  });
  const { h, settled } = live;
  beforeAll(async () => {
    inbox = await startMailInbox({ smtpPort: 0, httpPort: null });
  });
  afterAll(() => inbox.close());

  const send = () => sendDueMail({ db: h.db, config: h.services.config }, mailTransport(inbox.smtpUrl));
  const causes = async (email: string) =>
    (
      await h.db.query<{ cause_key: string }>(
        'SELECT cause_key FROM mail_outbox WHERE to_address = $1 ORDER BY created_at',
        [email],
      )
    ).map((r) => r.cause_key.replace(/:.*/, ''));
  const buy = (token: string, type: string, key?: string) =>
    h.gql(key ? BUY_KEYED : BUY, { prices: [creator.price(1, 1)], type, key }, { token });

  it('registration, cancel (its end date), the same cancel tapped again, resume, a renewal: one mail each', async () => {
    const fan = await fanWithSavedCard(h);
    expect((await buy(fan.token, 'recurring_payment')).errors).toBeUndefined();
    await settled();
    expect(await causes(fan.email)).toEqual(['membership-paid']);

    const cancel = await buy(fan.token, 'cancel_payment', 'cancel-tap-00000001');
    expect(cancel.errors).toBeUndefined();
    expect((await buy(fan.token, 'cancel_payment', 'cancel-tap-00000001')).errors).toBeUndefined();
    await settled();
    expect(await causes(fan.email)).toEqual(['membership-paid', 'membership-canceled']);
    const [row] = await h.db.query<{ current_period_end: Date }>(
      'SELECT current_period_end FROM memberships WHERE listener_id = $1',
      [fan.listenerId],
    );
    const endDate = new Intl.DateTimeFormat('ja-JP', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(new Date(row!.current_period_end));

    expect((await buy(fan.token, 'resume_payment', 'resume-tap-0000001')).errors).toBeUndefined();
    await settled();
    await live.advancePastRenewal();
    expect(await causes(fan.email)).toEqual([
      'membership-paid',
      'membership-canceled',
      'membership-resumed',
      'membership-paid',
    ]);

    await send();
    const mails = inbox.messages(fan.email);
    expect(mails.map((m) => m.subject)).toEqual([
      '【VFan】メンバーシップのご登録のお支払いが完了しました',
      '【VFan】メンバーシップの解約を受け付けました',
      '【VFan】メンバーシップの継続を受け付けました',
      '【VFan】メンバーシップの更新のお支払いが完了しました',
    ]);
    expect(mails[0]!.text).toContain('お支払い金額：500円（税込）\nお支払い方法：クレジットカード');
    expect(mails[0]!.text).toMatch(/\/payments\/history\/membership-in_[A-Za-z0-9]+\/receipt/);
    expect(mails[1]!.text).toContain(`ご利用期限：${endDate}まで`);
    expect(mails[2]!.text).toContain(`次回の更新日：${endDate}`);
  });
});
