// The e-mail links' pages (/auth/handler?mode=...): each mode's texts together.
export const authHandler = {
  linkInvalid: 'リンクの有効期限が切れているか、すでに使用されています。もう一度お手続きください。',
  verifyEmail: {
    done: 'メールアドレスの認証が完了しました',
    doneBody: 'ログインしてサービスをご利用ください。',
    failed: 'メールアドレスを認証できませんでした',
  },
  resetPassword: {
    lead: (email: string) => `${email} の新しいパスワードを入力してください。`,
    newPassword: '新しいパスワード',
    submit: 'パスワードを変更する',
    done: 'パスワードを変更しました',
    doneBody: '新しいパスワードでログインしてください。',
    failed: 'パスワードを再設定できませんでした',
  },
  verifyAndChangeEmail: {
    done: 'メールアドレスを変更しました',
    doneBody: '新しいメールアドレスで、もう一度ログインしてください。',
    failed: 'メールアドレスを変更できませんでした',
  },
  recoverEmail: {
    done: 'メールアドレスを元に戻しました',
    doneBody: (email: string) =>
      `${email} で、もう一度ログインしてください。心当たりのない変更だった場合は、パスワードも再設定してください。`,
    failed: 'メールアドレスを元に戻せませんでした',
  },
  unknownTitle: 'このリンクは無効です',
  unknownBody: 'リンクが正しくないか、対応していない操作です。',
  toSignIn: 'ログイン画面へ',
  toTop: 'トップへ戻る',
} as const;
