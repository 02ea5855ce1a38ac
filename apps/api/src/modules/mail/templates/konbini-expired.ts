import { body, htmlOf, jstDateTimeText, yen, type MailContext, type RenderedMail } from './mail-format';

export interface KonbiniExpiredData {
  item: string;
  yen: number;
  expiresAt: string;
  /** A membership's renewal invoice: the membership ended with it (a registration was only applied for). */
  renewal?: boolean;
}

/** A konbini payment whose due time passed unpaid: cancelled, nothing charged. */
export function konbiniExpired(d: KonbiniExpiredData, _ctx: MailContext): RenderedMail {
  const text = body([
    d.renewal
      ? 'コンビニ払いのお支払い期限が過ぎたため、メンバーシップの更新を取り消しました。メンバーシップは終了しています。'
      : 'コンビニ払いのお支払い期限が過ぎたため、お申し込みを取り消しました。',
    '',
    `お支払い内容：${d.item}`,
    `お支払い金額：${yen(d.yen)}（税込）`,
    `お支払い期限：${jstDateTimeText(d.expiresAt)}`,
    '',
    '料金は発生していません。',
  ]);
  return { subject: '【VFan】コンビニ払いのお支払い期限が過ぎました', text, html: htmlOf(text) };
}
