export const pointPayment = {
  packageLabel: '購入するポイント',
  methodLegend: 'お支払い方法',
  card: 'クレジットカード',
  konbini: 'コンビニ払い',
  cardUnavailable: 'この商品はクレジットカード払いに対応していません',
  konbiniUnavailable: 'この商品はコンビニ払いに対応していません',
  breakdownTitle: 'お支払い金額',
  productPrice: '商品価格',
  konbiniFee: 'コンビニ手数料',
  total: '合計',
  taxIncluded: '（税込）',
  konbiniEmailHint: 'お支払い番号のご案内をお送りします。',
  konbiniNote:
    'お支払い番号は新しいタブに表示されます。店頭でのお支払いが確認できた後にポイントが付与されます。',
  proceedCard: '次へ',
  proceedKonbini: 'お支払い番号を発行する',
  processing: '処理中…',
} as const;
