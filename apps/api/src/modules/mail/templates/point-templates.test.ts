import { describe, expect, it } from 'vitest';
import { renderMail } from '.';

const ctx = { webUrl: 'https://fan.example.jp/' };
const FOOTER = `――――
このメールは、VFanでのお手続きをお知らせするため自動で送信しています。
このメールへの返信はできません。お心当たりのない場合は、このメールを破棄してください。
VFan
`;

describe('the points and konbini mails, word for word', () => {
  it('point purchase paid', () => {
    const mail = renderMail(
      'point-purchase-paid',
      { points: 1000, yen: 1200, method: 'card', paymentId: 'point-0b6c' },
      ctx,
    );
    expect(mail.subject).toBe('【VFan】ポイント購入のお支払いが完了しました');
    expect(mail.text).toBe(`VFanをご利用いただきありがとうございます。

ポイントのご購入のお支払いが完了しました。

ご購入内容：1,000pt
お支払い金額：1,200円（税込）
お支払い方法：クレジットカード

ポイントはすでにアカウントに追加されています。領収書はこちらからご覧いただけます。
https://fan.example.jp/payments/history/point-0b6c/receipt

${FOOTER}`);
  });

  const voucher = {
    item: '1,000pt',
    yen: 1200,
    expiresAt: '2026-12-05T14:59:59.000Z',
    voucherUrl: 'https://pay.example/vouchers/pi_1',
  };

  it('konbini number issued: the due time in Japan time', () => {
    const mail = renderMail('konbini-number-issued', voucher, ctx);
    expect(mail.subject).toBe('【VFan】コンビニ払いのお支払い番号のお知らせ');
    expect(mail.text).toBe(`VFanをご利用いただきありがとうございます。

コンビニ払いのお支払い番号を発行しました。

お支払い内容：1,000pt
お支払い金額：1,200円（税込）
お支払い期限：2026年12月5日 23:59（日本時間）

お支払い番号とコンビニごとのお支払い方法は、こちらの払込票でご確認ください。
https://pay.example/vouchers/pi_1

期限までにお支払いがない場合、お申し込みは取り消され、料金はかかりません。

${FOOTER}`);
  });

  it('konbini reminder and expiry', () => {
    expect(renderMail('konbini-reminder', voucher, ctx).subject).toBe(
      '【VFan】コンビニ払いのお支払い期限は明日です',
    );
    expect(renderMail('konbini-reminder', voucher, ctx).text).toContain(
      'コンビニ払いのお支払い期限は明日です。\n\nお支払い内容：1,000pt\n',
    );
    const expired = renderMail('konbini-expired', voucher, ctx);
    expect(expired.subject).toBe('【VFan】コンビニ払いのお支払い期限が過ぎました');
    expect(expired.text).toBe(`VFanをご利用いただきありがとうございます。

コンビニ払いのお支払い期限が過ぎたため、お申し込みを取り消しました。

お支払い内容：1,000pt
お支払い金額：1,200円（税込）
お支払い期限：2026年12月5日 23:59（日本時間）

料金は発生していません。

${FOOTER}`);
  });

  it('escapes every line in HTML and links only whole-line links', () => {
    const mail = renderMail('konbini-number-issued', { ...voucher, item: '<b>"A&B"</b>' }, ctx);
    expect(mail.html).toContain('お支払い内容：&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;');
    expect(mail.html).toContain('<a href="https://pay.example/vouchers/pi_1">');
    expect(mail.html).not.toContain('<b>');
  });

  it('refuses a template it does not know', () => {
    expect(() => renderMail('nope', {}, ctx)).toThrow(/unknown mail template/);
  });
});
