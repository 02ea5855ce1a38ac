export const signUp = {
  title: '新規登録',
  submit: '登録する',
  google: 'Googleで登録',
  apple: 'Appleで登録',
  hasAccount: 'アカウントをお持ちの方は',
  signInLink: 'ログイン',
  sentTitle: '確認メールを送信しました',
  sentBody: (email: string) =>
    `${email} に確認メールを送信しました。メール内のリンクを開いて登録を完了してください。`,
  tipsTitle: 'メールが届かない場合',
  tips: [
    'メールが届くまで5〜10分ほどかかる場合があります。',
    '迷惑メールフォルダに振り分けられていないかご確認ください。',
    'メールアドレスが間違っていた場合は、正しいメールアドレスで再度ご登録ください。',
  ],
  toSignIn: 'ログイン画面へ',
} as const;
