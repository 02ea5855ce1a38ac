export const paymentResult = {
  successTitle: 'お支払いが完了しました',
  successBody: 'ご購入ありがとうございます。',
  toTop: 'トップへ戻る',
  backToApp: 'アプリに戻る',
  failureTitle: 'お支払いに失敗しました',
  failureBody: 'カード情報をご確認のうえ、もう一度お試しください。',
  checkCard: 'カード情報を確認する',
  konbiniFailureTitle: 'コンビニ払いのお手続きに失敗しました',
  konbiniFailureBody: 'お支払い番号を発行できませんでした。時間をおいて、もう一度お試しください。',
  doneTitle: 'お手続き完了',
  notDoneTitle: 'お手続き失敗',
  retryLater: '時間をおいて、もう一度お試しください。',
  /** A card purchase queued while Stripe is busy (decision 055): it completes by itself. */
  waitingTitle: '混み合っています。順番にお手続きしています',
  waitingBody:
    'この画面のままお待ちください。完了すると自動で切り替わります。二重に請求されることはありません。',
  cancel: {
    successTitle: '解約のお手続きが完了しました',
    successBody: '有効期限まではメンバーシップをご利用いただけます。それ以降の料金は請求されません。',
    failureTitle: '解約できませんでした',
  },
  resume: {
    successTitle: 'メンバーシップを再開しました',
    successBody: '次回更新日に自動で更新されます。',
    failureTitle: '再開できませんでした',
  },
  methodSwitch: {
    successTitle: 'お支払い方法の変更を受け付けました',
    successBody:
      '次回更新日から新しいお支払い方法でお支払いいただきます。それまでのご利用に変わりはありません。',
    failureTitle: 'お支払い方法を変更できませんでした',
  },
  downgrade: {
    successTitle: 'プランの変更を受け付けました',
    successBody: '次回更新日から新しいプランに変わります。それまでは現在のプランをご利用いただけます。',
    failureTitle: 'プランを変更できませんでした',
  },
} as const;
