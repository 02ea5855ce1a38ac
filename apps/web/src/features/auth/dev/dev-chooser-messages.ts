// Texts of the development-only account chooser. Kept here, not in messages/ja.ts, so they stay in
// the chooser's lazy chunk and never ship with the screens a production user loads.
export const devChooserMessages = {
  title: (provider: string) => `${provider}アカウントを選択`,
  badge: '開発用',
  note: (provider: string) =>
    `Auth Emulator に接続中のため、実際の${provider}には接続せず、テスト用のアカウントでログインします。`,
  existing: '既存のテスト用アカウント',
  emailLabel: 'メールアドレス',
  continue: 'このメールアドレスで続ける',
};
