export const authErrors = {
  checkCredentials: '認証情報を確認してください。',
  emailNotVerified: 'ユーザーのメールアドレスがまだ承認されていません。',
} as const;
