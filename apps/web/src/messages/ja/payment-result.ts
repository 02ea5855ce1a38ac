export const paymentResult = {
  successTitle: 'お支払いが完了しました',
  successBody: 'ご購入ありがとうございます。',
  toTop: 'トップへ戻る',
  backToApp: 'アプリに戻る',
  failureTitle: 'お支払いに失敗しました',
  failureBody: 'カード情報をご確認のうえ、もう一度お試しください。',
  checkCard: 'カード情報を確認する',
} as const;
