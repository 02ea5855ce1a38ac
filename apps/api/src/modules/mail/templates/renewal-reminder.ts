import { body, htmlOf, jstDateText, link, yen, type MailContext, type RenderedMail } from './mail-format';

export interface RenewalReminderData {
  creator: string;
  tier: string;
  months: number;
  /** The renewal: the konbini invoice is issued then, due KONBINI_DAYS_UNTIL_DUE days later. */
  renewsAt: string;
  yen: number;
}

/**
 * Seven days before a konbini member's renewal of a plan of 3 months or more (decision 047): what
 * Stripe's upcoming-renewal mail tells card members, for those Stripe does not charge by itself.
 */
export function renewalReminder(d: RenewalReminderData, ctx: MailContext): RenderedMail {
  const text = body([
    'メンバーシップの更新日が近づいています。',
    '',
    `クリエイター：${d.creator}`,
    `プラン：${d.tier}（${d.months}か月）`,
    `更新日：${jstDateText(d.renewsAt)}`,
    `更新時のお支払い金額：${yen(d.yen)}（税込）`,
    'お支払い方法：コンビニ払い',
    '',
    '更新日にお支払い番号を発行し、メールでお知らせします。期限までにコンビニでお支払いください。',
    '更新しない場合は、更新日までにメンバーシップの画面から解約してください。',
    link(ctx, '/memberships'),
  ]);
  return { subject: '【VFan】メンバーシップの更新日が近づいています', text, html: htmlOf(text) };
}
