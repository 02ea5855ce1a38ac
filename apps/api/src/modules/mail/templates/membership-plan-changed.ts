import {
  body,
  htmlOf,
  jstDateText,
  link,
  methodText,
  yen,
  type MailContext,
  type RenderedMail,
} from './mail-format';

export interface MembershipPlanChangedData {
  creator: string;
  /** The plan now, and the plan from `effectiveAt`. */
  fromTier: string;
  tier: string;
  /** 1, 3, 6 or 12: the new plan's months. */
  months: number;
  /** What the new plan charges at each renewal (a konbini price includes its fee). */
  yen: number;
  /** The next billing date: the change starts then, nothing is charged before. */
  effectiveAt: string;
  kind: 'downgrade' | 'upgrade' | 'method';
  /** The new plan's way of paying (the method switch's point). */
  method: 'card' | 'konbini';
}

const WHAT = {
  downgrade: 'プランの変更（ダウングレード）',
  upgrade: 'プランの変更（アップグレード）',
  method: 'お支払い方法の変更',
} as const;

/**
 * A change that starts at the next renewal, accepted: a downgrade, a konbini member's upgrade, a
 * switch of payment method. (A card upgrade charges at once: its membership-paid mail says so.)
 */
export function membershipPlanChanged(d: MembershipPlanChangedData, ctx: MailContext): RenderedMail {
  const plan =
    d.kind === 'method'
      ? [`プラン：${d.tier}（${d.months}か月）`]
      : [`現在のプラン：${d.fromTier}`, `変更後のプラン：${d.tier}（${d.months}か月）`];
  const text = body([
    `メンバーシップの${WHAT[d.kind]}を受け付けました。`,
    '',
    `クリエイター：${d.creator}`,
    ...plan,
    `変更日：${jstDateText(d.effectiveAt)}（次回の更新日）`,
    `変更後のお支払い金額：${yen(d.yen)}（税込）／${d.months}か月`,
    `変更後のお支払い方法：${methodText(d.method)}`,
    '',
    '変更日まではこれまでのプランとお支払い方法のままご利用いただけます。今回の変更で請求はありません。',
    link(ctx, '/memberships'),
  ]);
  return { subject: `【VFan】メンバーシップの${WHAT[d.kind]}を受け付けました`, text, html: htmlOf(text) };
}
