export const passwordReset = {
  lead: 'ご登録のメールアドレスを入力してください。パスワード再設定用のメールをお送りします。',
  submit: '再設定メールを送信',
  sentTitle: 'パスワード再設定メールを送信しました',
  sentBody: (email: string) =>
    `${email} 宛にパスワード再設定用のメールを送信しました。メール内のリンクから新しいパスワードを設定してください。`,
} as const;
