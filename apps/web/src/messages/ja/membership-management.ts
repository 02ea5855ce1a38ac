export const membershipManagement = {
  lead: '以下の内容でお手続きします。',
  creator: 'クリエイター',
  currentPlan: '現在のプラン',
  newPlan: '変更後のプラン',
  price: '料金',
  when: '適用日',
  immediately: 'すぐに反映',
  priceLine: (price: string, period: string) => `${price} / ${period}`,
  upgradeBody: '変更はすぐに反映されます。今回のお支払いは、次回更新日までの残りの日数で日割りした差額です。',
  upgradeNewPeriodBody:
    '変更はすぐに反映され、本日から新しいお支払い期間が始まります。今回のお支払いは、新しいプランの料金から現在のプランの未使用分を差し引いた金額です。',
  konbiniUpgradeBody: (date: string, days: number) =>
    `${date}の更新から新しいプランになります。それまでは現在のプランをご利用いただけます。今回の請求はありません。更新日に新しいプランのお支払い番号を発行しますので、${days}日以内にコンビニでお支払いください。お支払いがない場合、メンバーシップは終了します。`,
  konbiniRenewalNote: (days: number) =>
    `（更新日にお支払い番号を発行します。${days}日以内にお支払いください）`,
  downgradeBody: (date: string) =>
    `${date}までは現在のプランをご利用いただけます。次回更新日から新しいプランの料金が請求されます。`,
  cancelBody: (date: string) =>
    `${date}まではメンバーシップをご利用いただけます。それ以降の料金は請求されません。${date}までは、プラン画面の「再開する」から再開できます。`,
  resumeBody: (date: string) => `解約を取り消し、${date}に自動で更新されます。`,
  paymentMethod: 'お支払い方法',
  cardLine: (brand: string, last4: string) => `${brand} •••• ${last4}`,
  konbini: 'コンビニ払い',
  chargeNow: '今回のお支払い',
  prorated: '（日割り差額）',
  unusedDeducted: '（未使用分を差引）',
  nothingNow: '（請求はありません）',
  addedToNextInvoice: (amount: string) =>
    `（差額${amount}は最低決済金額¥50未満のため今回は請求されず、次回のお支払いに加算されます）`,
  renewsFrom: (date: string) => `${date}から`,
  perPeriod: (price: string, months: number) => `${price}／${months === 1 ? '月' : `${months}ヶ月`}`,
  payDowngrade: (last4: string) => `次回更新日から末尾 ${last4} のカードでお支払いいただきます。`,
  previewLoading: 'お支払い金額を確認しています…',
  previewFailed: 'お支払い金額を確認できませんでした。',
  previewRetryHint: '通信状況をご確認のうえ、もう一度お試しください。',
  retry: 'もう一度読み込む',
  backToPlans: 'プラン一覧に戻る',
  expiryDate: '有効期限',
  nextBillingDate: '次回更新日',
  confirm: {
    upgrade_recurring_payment: 'アップグレードする',
    downgrade_recurring_payment: 'ダウングレードする',
    cancel_payment: '解約する',
    resume_payment: '再開する',
  },
  processing: '処理中…',
  invalid: 'お手続きの内容が見つかりません。',
} as const;
