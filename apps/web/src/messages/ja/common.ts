export const common = {
  genericError: 'エラーが発生しました。',
  // RATE_LIMITED, from the API (a fan's budget) or nginx (an address's, HTTP 429): decision 029.
  rateLimited: 'リクエストが多すぎます。しばらくしてから再度お試しください。',
  loading: '読み込み中',
  comingSoon: '準備中です',
  comingSoonBody: 'この画面は現在準備中です。もうしばらくお待ちください。',
  backToHome: 'ホームへ戻る',
  back: '戻る',
  ok: 'OK',
  cancel: 'キャンセル',
  close: '閉じる',
} as const;
