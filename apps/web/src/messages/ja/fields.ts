export const fields = {
  email: 'メールアドレス',
  password: 'パスワード',
} as const;
