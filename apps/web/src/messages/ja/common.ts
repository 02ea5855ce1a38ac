export const common = {
  genericError: 'エラーが発生しました。',
  loading: '読み込み中',
  comingSoon: '準備中です',
  comingSoonBody: 'この画面は現在準備中です。もうしばらくお待ちください。',
  backToHome: 'ホームへ戻る',
  back: '戻る',
  ok: 'OK',
  cancel: 'キャンセル',
  close: '閉じる',
} as const;
