import {
  body,
  htmlOf,
  methodText,
  receiptLink,
  yen,
  type MailContext,
  type RenderedMail,
} from './mail-format';

export interface MembershipPaidData {
  creator: string;
  tier: string;
  /** 1, 3, 6 or 12: the plan's months. */
  months: number;
  yen: number;
  method: 'card' | 'konbini';
  reason: 'registration' | 'renewal' | 'plan_change';
  /** The payment history's id, membership-<invoice id>. */
  paymentId: string;
}

const WHAT = {
  registration: 'メンバーシップのご登録',
  renewal: 'メンバーシップの更新',
  plan_change: 'メンバーシップのプラン変更',
} as const;

/** A membership payment taken: a registration, a renewal, or a plan change charged at once. */
export function membershipPaid(d: MembershipPaidData, ctx: MailContext): RenderedMail {
  const text = body([
    `${WHAT[d.reason]}のお支払いが完了しました。`,
    '',
    `クリエイター：${d.creator}`,
    `プラン：${d.tier}（${d.months}か月）`,
    `お支払い金額：${yen(d.yen)}（税込）`,
    `お支払い方法：${methodText(d.method)}`,
    '',
    '領収書はこちらからご覧いただけます。',
    receiptLink(ctx, d.paymentId),
  ]);
  return { subject: `【VFan】${WHAT[d.reason]}のお支払いが完了しました`, text, html: htmlOf(text) };
}
