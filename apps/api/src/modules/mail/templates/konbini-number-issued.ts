import { body, htmlOf, jstDateTimeText, yen, type MailContext, type RenderedMail } from './mail-format';

export interface KonbiniPaymentData {
  /** What is paid for, e.g. 「1,000pt」 or 「〇〇 メンバーシップ（スタンダード）」. */
  item: string;
  yen: number;
  /** The voucher's due time (Stripe's expires_at), ISO. */
  expiresAt: string;
  /** Stripe's hosted voucher: the payment number and how to pay at each chain. */
  voucherUrl: string;
}

/** A konbini payment number issued: where to find it, how much, and until when. */
export function konbiniNumberIssued(d: KonbiniPaymentData, _ctx: MailContext): RenderedMail {
  const text = body([
    'コンビニ払いのお支払い番号を発行しました。',
    '',
    `お支払い内容：${d.item}`,
    `お支払い金額：${yen(d.yen)}（税込）`,
    `お支払い期限：${jstDateTimeText(d.expiresAt)}`,
    '',
    'お支払い番号とコンビニごとのお支払い方法は、こちらの払込票でご確認ください。',
    d.voucherUrl,
    '',
    '期限までにお支払いがない場合、お申し込みは取り消され、料金はかかりません。',
  ]);
  return { subject: '【VFan】コンビニ払いのお支払い番号のお知らせ', text, html: htmlOf(text) };
}
