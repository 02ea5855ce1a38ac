import {
  body,
  htmlOf,
  methodText,
  points,
  receiptLink,
  yen,
  type MailContext,
  type RenderedMail,
} from './mail-format';

export interface PointPurchasePaidData {
  points: number;
  yen: number;
  method: 'card' | 'konbini';
  /** The payment history's id, e.g. point-<purchase id>. */
  paymentId: string;
}

/** A point purchase paid (card, or konbini once the store took the money). */
export function pointPurchasePaid(d: PointPurchasePaidData, ctx: MailContext): RenderedMail {
  const text = body([
    'ポイントのご購入のお支払いが完了しました。',
    '',
    `ご購入内容：${points(d.points)}`,
    `お支払い金額：${yen(d.yen)}（税込）`,
    `お支払い方法：${methodText(d.method)}`,
    '',
    'ポイントはすでにアカウントに追加されています。領収書はこちらからご覧いただけます。',
    receiptLink(ctx, d.paymentId),
  ]);
  return { subject: '【VFan】ポイント購入のお支払いが完了しました', text, html: htmlOf(text) };
}
