import { describe, expect, it } from 'vitest';
import { renderMail } from '.';

describe('the 退会 mail, word for word', () => {
  it('says what ended and what was kept, in Japan time', () => {
    const mail = renderMail(
      'account-deleted',
      { deletedAt: '2026-12-02T15:30:00Z' },
      { webUrl: 'https://fan.example.jp' },
    );
    expect(mail.subject).toBe('【VFan】退会の手続きが完了しました');
    expect(mail.text).toBe(`VFanをご利用いただきありがとうございます。

退会の手続きが完了しました。

退会日：2026年12月3日

・Webでお申し込みのメンバーシップはすべて終了しました（当期分の返金はありません）。
・App Storeでお申し込みのメンバーシップは終了していません。App Storeのサブスクリプション設定から解約してください。
・保有していたポイントは失効しました（払い戻しはできません）。
・登録されていたクレジットカードは削除しました。
・お支払いの記録は法令に定める期間、運営が保管します。領収書が必要な場合は運営までお問い合わせください。

同じメールアドレスで新たに登録することもできます（以前のデータは引き継がれません）。

――――
このメールは、VFanでのお手続きをお知らせするため自動で送信しています。
このメールへの返信はできません。お心当たりのない場合は、このメールを破棄してください。
VFan
`);
  });
});
