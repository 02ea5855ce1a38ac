export const konbiniSuccess = {
  pageTitle: 'コンビニ払い',
  title: 'お支払いページを用意しました',
  lead: 'お支払いページでコンビニを選ぶと、お支払い番号（払込票）が表示されます。お支払い番号に沿って、店頭でお支払いください。',
  openPaymentPage: 'お支払いページを開く',
  deadline: 'お支払い期限',
  plan: 'お支払い後のプラン',
  planInterval: (previous: number | null, next: number) =>
    previous && previous !== next ? `${previous}ヶ月ごと → ${next}ヶ月ごと` : `${next}ヶ月ごと`,
  nextBillingDate: '次回更新日',
  storesTitle: 'ご利用いただけるコンビニ',
  stores: ['ファミリーマート', 'ローソン', 'ミニストップ', 'セイコーマート'],
  invalidated: 'お支払い期限までにお支払いがない場合、お申し込みは無効になります。',
  mailed: 'お支払いページへのリンクは、ご登録のメールアドレスにもお送りします。',
  activation: '店頭でのお支払いが確認できた後に、メンバーシップが有効になります。',
  toTop: 'トップへ戻る',
} as const;
