import { describe, expect, it } from 'vitest';
import { renderMail } from '.';

const ctx = { webUrl: 'https://fan.example.jp' };
const FOOTER = `――――
このメールは、VFanでのお手続きをお知らせするため自動で送信しています。
このメールへの返信はできません。お心当たりのない場合は、このメールを破棄してください。
VFan
`;

describe('the membership mails, word for word', () => {
  it('a renewal paid', () => {
    const mail = renderMail(
      'membership-paid',
      {
        creator: '星野あかり',
        tier: 'スタンダード',
        months: 3,
        yen: 1500,
        method: 'konbini',
        reason: 'renewal',
        paymentId: 'membership-in_1',
      },
      ctx,
    );
    expect(mail.subject).toBe('【VFan】メンバーシップの更新のお支払いが完了しました');
    expect(mail.text).toBe(`VFanをご利用いただきありがとうございます。

メンバーシップの更新のお支払いが完了しました。

クリエイター：星野あかり
プラン：スタンダード（3か月）
お支払い金額：1,500円（税込）
お支払い方法：コンビニ払い

領収書はこちらからご覧いただけます。
https://fan.example.jp/payments/history/membership-in_1/receipt

${FOOTER}`);
  });

  it('a cancel accepted, with the Japan-time date it ends', () => {
    const mail = renderMail(
      'membership-canceled',
      { creator: '星野あかり', tier: 'スタンダード', endsAt: '2027-01-01T15:30:00.000Z' },
      ctx,
    );
    expect(mail.subject).toBe('【VFan】メンバーシップの解約を受け付けました');
    expect(mail.text).toBe(`VFanをご利用いただきありがとうございます。

メンバーシップの解約を受け付けました。

クリエイター：星野あかり
プラン：スタンダード
ご利用期限：2027年1月2日まで

ご利用期限まではこれまでどおりご利用いただけます。以降の更新と請求はありません。
期限までは、メンバーシップの画面から解約を取り消して継続することもできます。
https://fan.example.jp/memberships

${FOOTER}`);
  });

  it('a resume, and a creator name with markup is escaped in HTML', () => {
    const mail = renderMail(
      'membership-resumed',
      {
        creator: '<img src=x onerror=alert(1)>',
        tier: 'A&B',
        renewsAt: '2027-01-01T15:30:00.000Z',
        yen: 500,
      },
      ctx,
    );
    expect(mail.subject).toBe('【VFan】メンバーシップの継続を受け付けました');
    expect(mail.text).toContain('次回の更新日：2027年1月2日\n更新時のお支払い金額：500円（税込）\n');
    expect(mail.html).toContain('クリエイター：&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('プラン：A&amp;B');
    expect(mail.html).not.toContain('<img');
  });
});
