import { formatYen } from '../../lib/format';

/** A membership's renewal not paid yet (issue 28): the notices on home, the cards, the plans and the card page. */
export const renewal = {
  cardFailedTitle: '更新のお支払いができませんでした',
  actionTitle: 'お支払いの認証が必要です',
  konbiniTitle: '更新のお支払いをお待ちしています',
  cardFailed: (who: string, amount: number) =>
    `${who}の更新料金 ${formatYen(amount)} を、ご登録のカードでお支払いできませんでした。`,
  action: (who: string, amount: number) =>
    `${who}の更新料金 ${formatYen(amount)} のお支払いに、カード会社の本人認証が必要です。`,
  konbini: (who: string, amount: number) =>
    `${who}の更新料金 ${formatYen(amount)} のお支払いをお待ちしています。`,
  cardUntil: (date: string) =>
    `${date}までにカードを更新してお支払いいただくと、メンバーシップはそのまま続きます。`,
  actionUntil: (date: string) =>
    `${date}までに認証してお支払いいただくと、メンバーシップはそのまま続きます。`,
  konbiniUntil: (date: string) =>
    `${date}までにコンビニでお支払いください。お支払いページで払込票を発行できます。`,
  afterDeadline: '期限を過ぎると、無料プランに戻ります。',
  updateCardAndPay: 'カードを更新して支払う',
  /** On the plans screen, where no upgrade is offered meanwhile (decision 043). */
  noUpgradeUntilPaid: 'お支払いが済むまで、上位プランへの変更はできません。',
  authenticateAndPay: '認証して支払う',
  openVoucher: 'お支払いページを開く',
  paid: '更新のお支払いが完了しました。',
  /** After 「登録して ¥N を支払う」: the card is saved whatever the payment's outcome (decision 043). */
  savedAndPaid: (amount: number) =>
    `クレジットカード情報を登録し、更新料金 ${formatYen(amount)} のお支払いが完了しました。`,
  savedPayDeclined: (amount: number) =>
    `クレジットカード情報は登録しました。更新料金 ${formatYen(amount)} はこのカードでお支払いできませんでした。別のカードをお試しください。`,
  savedAuthFailed: (amount: number) =>
    `クレジットカード情報は登録しました。更新料金 ${formatYen(amount)} は認証できなかったため、お支払いしていません。`,
  savedPayProcessing: 'クレジットカード情報は登録しました。更新料金のお支払いを確認しています…',
  savedAmountChanged:
    'クレジットカード情報は登録しました。未払いの更新料金が変わったため、お支払いはしていません。金額をご確認ください。',
  savedPayUnknown:
    'クレジットカード情報は登録しました。更新料金のお支払いは完了していません。しばらくしてからご確認ください。',
  authFailed: '認証できませんでした。もう一度お試しいただくか、別のカードを登録してください。',
  /** 7 days before a plan of 3 months or more renews (issue 37 item 4, decision 047). */
  reminderTitle: 'メンバーシップ更新のお知らせ',
  reminder: (who: string, date: string, amount: number, how: string) =>
    `${who}は ${date} に自動で更新され、${formatYen(amount)} を${how}でお支払いいただきます。`,
  reminderCard: (brand: string, last4: string) => `カード（${brand} •••• ${last4}）`,
  reminderSavedCard: 'ご登録のカード',
  reminderKonbini: 'コンビニ払い（更新日にお支払い番号のご案内をお送りします）',
  reminderCancel:
    '更新しない場合は、更新日の前日までにプラン画面から解約してください。解約しても、更新日まではこれまでどおりご利用いただけます。',
  reminderPlans: 'プランを確認・解約する',
} as const;
