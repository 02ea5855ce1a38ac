import { body, htmlOf, jstDateText, link, type MailContext, type RenderedMail } from './mail-format';

export interface MembershipCanceledData {
  creator: string;
  tier: string;
  /** The end of the paid period: the membership lasts until then and does not renew. */
  endsAt: string;
}

/** A cancellation accepted: the membership ends at its period end, with no further charge. */
export function membershipCanceled(d: MembershipCanceledData, ctx: MailContext): RenderedMail {
  const text = body([
    'メンバーシップの解約を受け付けました。',
    '',
    `クリエイター：${d.creator}`,
    `プラン：${d.tier}`,
    `ご利用期限：${jstDateText(d.endsAt)}まで`,
    '',
    'ご利用期限まではこれまでどおりご利用いただけます。以降の更新と請求はありません。',
    '期限までは、メンバーシップの画面から解約を取り消して継続することもできます。',
    link(ctx, '/memberships'),
  ]);
  return { subject: '【VFan】メンバーシップの解約を受け付けました', text, html: htmlOf(text) };
}
