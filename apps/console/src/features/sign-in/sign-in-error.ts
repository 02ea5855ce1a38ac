/** Firebase's sign-in error codes in words; anything else is a generic failure. */
export function signInErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (
    ['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email'].includes(
      code,
    )
  )
    return 'メールアドレスまたはパスワードが正しくありません。';
  if (code === 'auth/too-many-requests') return '試行回数が多すぎます。しばらくしてから再度お試しください。';
  if (code === 'auth/user-disabled') return 'このアカウントは無効になっています。';
  if (code === 'auth/network-request-failed') return '通信できませんでした。接続を確認してください。';
  return 'サインインできませんでした。もう一度お試しください。';
}
