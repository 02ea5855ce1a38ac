export const memberCards = {
  title: 'メンバーシップカード',
  issuedAt: (date: string) => `発行日 ${date}`,
  totalDuration: (n: number) => `累計 ${n}ヶ月`,
  planDuration: (n: number) => `プラン ${n}ヶ月`,
  serial: (n: number) => `No. ${n}`,
  membershipNumber: '会員番号',
  empty: 'メンバーシップカードはまだありません',
  emptyBody: 'メンバーシップに登録すると、ここにカードが表示されます。',
  toMemberships: 'メンバーシップを探す',
  seeAll: 'すべて見る',
} as const;
