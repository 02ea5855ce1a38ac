export const konbiniSuccess = {
  pageTitle: 'コンビニ払い',
  title: 'お支払い番号を発行しました',
  lead: 'お支払い番号（払込票）をメールでお送りしました。メールの内容に沿って、店頭でお支払いください。',
  deadline: 'お支払い期限',
  plan: 'お支払い後のプラン',
  planInterval: (previous: number | null, next: number) =>
    previous && previous !== next ? `${previous}ヶ月ごと → ${next}ヶ月ごと` : `${next}ヶ月ごと`,
  nextBillingDate: '次回更新日',
  storesTitle: 'ご利用いただけるコンビニ',
  stores: ['ファミリーマート', 'ローソン', 'ミニストップ', 'セイコーマート'],
  invalidated: 'お支払い期限までにお支払いがない場合、お支払い番号は無効になります。',
  mailDelay: 'メールが届くまで5〜10分ほどかかる場合があります。',
  activation: '店頭でのお支払いが確認できた後に、メンバーシップが有効になります。',
  toTop: 'トップへ戻る',
} as const;
