export const home = {
  title: 'ホーム',
  greeting: (name: string) => `${name}さん、こんにちは`,
  cardsTitle: 'メンバーシップカード',
  cardsPlaceholder: 'メンバーシップカードは準備中です',
  menuTitle: 'メニュー',
  menu: {
    points: 'ポイント購入',
    memberships: 'メンバーシップ',
    card: 'クレジットカード',
    promotionCodes: 'プロモーションコード',
    accountSettings: 'アカウント設定',
  },
  logout: 'ログアウト',
} as const;
