import { body, htmlOf, jstDateText, type MailContext, type RenderedMail } from './mail-format';

export interface AccountDeletedData {
  /** When the deletion was done (ISO), for the fan's records. */
  deletedAt: string;
}

/**
 * 退会 done: the last mail to the address, sent before the outbox forgets it (decision 050). What
 * ended and what was kept, as the 退会 page said; nothing else.
 */
export function accountDeleted(d: AccountDeletedData, _ctx: MailContext): RenderedMail {
  const text = body([
    '退会の手続きが完了しました。',
    '',
    `退会日：${jstDateText(d.deletedAt)}`,
    '',
    '・Webでお申し込みのメンバーシップはすべて終了しました（当期分の返金はありません）。',
    '・App Storeでお申し込みのメンバーシップは終了していません。App Storeのサブスクリプション設定から解約してください。',
    '・保有していたポイントは失効しました（払い戻しはできません）。',
    '・登録されていたクレジットカードは削除しました。',
    '・お支払いの記録は法令に定める期間、運営が保管します。領収書が必要な場合は運営までお問い合わせください。',
    '',
    '同じメールアドレスで新たに登録することもできます（以前のデータは引き継がれません）。',
  ]);
  return { subject: '【VFan】退会の手続きが完了しました', text, html: htmlOf(text) };
}
