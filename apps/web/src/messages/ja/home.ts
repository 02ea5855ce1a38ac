export const home = {
  title: 'ホーム',
  greeting: (name: string) => `${name}さん、こんにちは`,
  cardsTitle: 'メンバーシップカード',
  cardsPlaceholder: 'メンバーシップカードは準備中です',
  cardsFailed: 'メンバーシップカードを読み込めませんでした',
  retry: '再読み込み',
  menuTitle: 'メニュー',
  menu: {
    points: 'ポイント購入',
    memberships: 'メンバーシップ',
    card: 'クレジットカード',
    paymentHistory: 'お支払い履歴',
    promotionCodes: 'プロモーションコード',
    accountSettings: 'アカウント設定',
  },
  logout: 'ログアウト',
} as const;
