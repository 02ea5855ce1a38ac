export const promotion = {
  field: 'プロモーションコード',
  lead: 'お持ちのプロモーションコードを入力すると、無償ポイントを獲得できます。',
  submit: '登録する',
  submitting: '登録中…',
  redeemed: (amount: string) => `${amount}ポイントを獲得しました！`,
  invalid: 'プロモーションコードが正しくありません。',
} as const;
