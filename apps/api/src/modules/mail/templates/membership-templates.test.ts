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

  it('a downgrade from the next renewal, word for word', () => {
    const mail = renderMail(
      'membership-plan-changed',
      {
        creator: '星野あかり',
        fromTier: 'プレミアム',
        tier: 'スタンダード',
        months: 3,
        yen: 1500,
        effectiveAt: '2027-01-01T15:30:00.000Z',
        kind: 'downgrade',
        method: 'card',
      },
      ctx,
    );
    expect(mail.subject).toBe('【VFan】メンバーシップのプランの変更（ダウングレード）を受け付けました');
    expect(mail.text).toBe(`VFanをご利用いただきありがとうございます。

メンバーシップのプランの変更（ダウングレード）を受け付けました。

クリエイター：星野あかり
現在のプラン：プレミアム
変更後のプラン：スタンダード（3か月）
変更日：2027年1月2日（次回の更新日）
変更後のお支払い金額：1,500円（税込）／3か月
変更後のお支払い方法：クレジットカード

変更日まではこれまでのプランとお支払い方法のままご利用いただけます。今回の変更で請求はありません。
https://fan.example.jp/memberships

${FOOTER}`);
  });

  it('a method switch names the plan once', () => {
    const mail = renderMail(
      'membership-plan-changed',
      {
        creator: '星野あかり',
        fromTier: 'スタンダード',
        tier: 'スタンダード',
        months: 1,
        yen: 690,
        effectiveAt: '2027-01-01T15:30:00.000Z',
        kind: 'method',
        method: 'konbini',
      },
      ctx,
    );
    expect(mail.subject).toBe('【VFan】メンバーシップのお支払い方法の変更を受け付けました');
    expect(mail.text).toContain(
      'クリエイター：星野あかり\nプラン：スタンダード（1か月）\n変更日：2027年1月2日（次回の更新日）\n変更後のお支払い金額：690円（税込）／1か月\n変更後のお支払い方法：コンビニ払い\n',
    );
  });

  it('a konbini member’s renewal, 7 days before, word for word', () => {
    const mail = renderMail(
      'renewal-reminder',
      {
        creator: '星野あかり',
        tier: 'スタンダード',
        months: 3,
        renewsAt: '2027-01-01T15:30:00.000Z',
        yen: 1690,
      },
      ctx,
    );
    expect(mail.subject).toBe('【VFan】メンバーシップの更新日が近づいています');
    expect(mail.text).toBe(`VFanをご利用いただきありがとうございます。

メンバーシップの更新日が近づいています。

クリエイター：星野あかり
プラン：スタンダード（3か月）
更新日：2027年1月2日
更新時のお支払い金額：1,690円（税込）
お支払い方法：コンビニ払い

更新日にお支払い番号を発行し、メールでお知らせします。期限までにコンビニでお支払いください。
更新しない場合は、更新日までにメンバーシップの画面から解約してください。
https://fan.example.jp/memberships

${FOOTER}`);
  });

  it('a konbini renewal expired says the membership ended', () => {
    const mail = renderMail(
      'konbini-expired',
      {
        item: '星野あかり メンバーシップ（スタンダード・1か月）',
        yen: 690,
        expiresAt: '2027-01-01T14:59:00.000Z',
        renewal: true,
      },
      ctx,
    );
    expect(mail.text).toContain(
      'コンビニ払いのお支払い期限が過ぎたため、メンバーシップの更新を取り消しました。メンバーシップは終了しています。\n\nお支払い内容：星野あかり メンバーシップ（スタンダード・1か月）\n',
    );
  });
});
