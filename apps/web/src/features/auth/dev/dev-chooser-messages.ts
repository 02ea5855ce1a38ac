// Texts of the development-only tools (account chooser, inbox link). Kept here, not in messages/ja.ts,
// so they ship only in emulator builds, never with the screens a production user loads.
export const devChooserMessages = {
  title: (provider: string) => `${provider}アカウントを選択`,
  badge: '開発用',
  note: (provider: string) =>
    `Auth Emulator に接続中のため、実際の${provider}には接続せず、テスト用のアカウントでログインします。`,
  existing: '既存のテスト用アカウント',
  emailLabel: 'メールアドレス',
  continue: 'このメールアドレスで続ける',
};

/** The development inbox link under 「確認メールを送信しました」 (DevInboxLink). */
export const devInboxMessages = {
  label: '開発環境：メールは送信されず、Auth Emulator に届きます',
  openVerification: '確認メールのリンクを開く',
  openInbox: 'Auth Emulator の受信箱（JSON）を開く',
};
