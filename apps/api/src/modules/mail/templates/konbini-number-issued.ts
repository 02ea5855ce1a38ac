import { body, htmlOf, jstDateTimeText, yen, type MailContext, type RenderedMail } from './mail-format';

export interface KonbiniPaymentData {
  /** What is paid for, e.g. 「1,000pt」 or 「〇〇 メンバーシップ（スタンダード）」. */
  item: string;
  yen: number;
  /** The voucher's due time (Stripe's expires_at), ISO. */
  expiresAt: string;
  /** Stripe's hosted voucher: the payment number and how to pay at each chain. */
  voucherUrl: string;
  /**
   * A membership invoice: the link is Stripe's hosted invoice page, where choosing コンビニ shows
   * the number (https://docs.stripe.com/invoicing/hosted-invoice-page).
   */
  invoicePage?: boolean;
}

/** Where the number is, for a voucher or an invoice page. */
export const whereTheNumberIs = (d: KonbiniPaymentData) =>
  d.invoicePage
    ? 'こちらのお支払いページで「コンビニ」を選ぶと、お支払い番号とコンビニごとのお支払い方法が表示されます。'
    : 'お支払い番号とコンビニごとのお支払い方法は、こちらの払込票でご確認ください。';

/** A konbini payment number issued: where to find it, how much, and until when. */
export function konbiniNumberIssued(d: KonbiniPaymentData, _ctx: MailContext): RenderedMail {
  const text = body([
    'コンビニ払いのお支払い番号を発行しました。',
    '',
    `お支払い内容：${d.item}`,
    `お支払い金額：${yen(d.yen)}（税込）`,
    `お支払い期限：${jstDateTimeText(d.expiresAt)}`,
    '',
    whereTheNumberIs(d),
    d.voucherUrl,
    '',
    '期限までにお支払いがない場合、お申し込みは取り消され、料金はかかりません。',
  ]);
  return { subject: '【VFan】コンビニ払いのお支払い番号のお知らせ', text, html: htmlOf(text) };
}
