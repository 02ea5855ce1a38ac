import { whereTheNumberIs, type KonbiniPaymentData } from './konbini-number-issued';
import { body, htmlOf, jstDateTimeText, yen, type MailContext, type RenderedMail } from './mail-format';

/** The Japan-time day before a konbini payment's due date, while it is still unpaid. */
export function konbiniReminder(d: KonbiniPaymentData, _ctx: MailContext): RenderedMail {
  const text = body([
    'コンビニ払いのお支払い期限は明日です。',
    '',
    `お支払い内容：${d.item}`,
    `お支払い金額：${yen(d.yen)}（税込）`,
    `お支払い期限：${jstDateTimeText(d.expiresAt)}`,
    '',
    whereTheNumberIs(d),
    d.voucherUrl,
    '',
    'すでにお支払いいただいた場合は、このメールと行き違いになっています。ご容赦ください。',
  ]);
  return { subject: '【VFan】コンビニ払いのお支払い期限は明日です', text, html: htmlOf(text) };
}
