import { body, htmlOf, jstDateText, yen, type MailContext, type RenderedMail } from './mail-format';

export interface MembershipResumedData {
  creator: string;
  tier: string;
  /** The next renewal, when it is charged again. */
  renewsAt: string;
  yen: number;
}

/** A cancellation undone before the period end: the membership renews again. */
export function membershipResumed(d: MembershipResumedData, _ctx: MailContext): RenderedMail {
  const text = body([
    'メンバーシップの解約を取り消し、継続を受け付けました。',
    '',
    `クリエイター：${d.creator}`,
    `プラン：${d.tier}`,
    `次回の更新日：${jstDateText(d.renewsAt)}`,
    `更新時のお支払い金額：${yen(d.yen)}（税込）`,
  ]);
  return { subject: '【VFan】メンバーシップの継続を受け付けました', text, html: htmlOf(text) };
}
