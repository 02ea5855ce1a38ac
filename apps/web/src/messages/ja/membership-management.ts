export const membershipManagement = {
  lead: '以下の内容でお手続きします。',
  creator: 'クリエイター',
  currentPlan: '現在のプラン',
  newPlan: '変更後のプラン',
  price: '料金',
  when: '適用日',
  immediately: 'すぐに反映',
  priceLine: (price: string, period: string) => `${price} / ${period}`,
  upgradeBody: '変更はすぐに反映され、現在のプランとの差額（日割り）が登録済みのカードに請求されます。',
  downgradeBody: (date: string) =>
    `${date}までは現在のプランをご利用いただけます。次回更新日から新しいプランの料金が請求されます。`,
  cancelBody: (date: string) =>
    `${date}まではメンバーシップをご利用いただけます。それ以降の料金は請求されません。`,
  resumeBody: (date: string) => `解約を取り消し、${date}に自動で更新されます。`,
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
