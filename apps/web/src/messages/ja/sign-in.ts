export const signIn = {
  title: 'ログイン',
  submit: 'ログイン',
  submitting: 'ログイン中…',
  or: 'または',
  google: 'Googleでログイン',
  apple: 'Appleでログイン',
  forgotPassword: 'パスワードをお忘れの方',
  noAccount: 'アカウントをお持ちでない方は',
  signUpLink: '新規登録',
  emailPlaceholder: 'example@example.com',
  passwordPlaceholder: '6文字以上（英字と数字を含む）',
} as const;
