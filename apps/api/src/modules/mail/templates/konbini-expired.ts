import { body, htmlOf, jstDateTimeText, yen, type MailContext, type RenderedMail } from './mail-format';

export interface KonbiniExpiredData {
  item: string;
  yen: number;
  expiresAt: string;
}

/** A konbini payment whose due time passed unpaid: cancelled, nothing charged. */
export function konbiniExpired(d: KonbiniExpiredData, _ctx: MailContext): RenderedMail {
  const text = body([
    'コンビニ払いのお支払い期限が過ぎたため、お申し込みを取り消しました。',
    '',
    `お支払い内容：${d.item}`,
    `お支払い金額：${yen(d.yen)}（税込）`,
    `お支払い期限：${jstDateTimeText(d.expiresAt)}`,
    '',
    '料金は発生していません。',
  ]);
  return { subject: '【VFan】コンビニ払いのお支払い期限が過ぎました', text, html: htmlOf(text) };
}
