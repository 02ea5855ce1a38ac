export const landing = {
  tagline: '推しとつながる、ファンのための場所',
  intro: 'メンバーシップカードの登録や、ポイントの購入ができます。',
  signUp: '新規登録',
  signIn: 'ログイン',
  consentBefore: 'ご利用を開始した時点で、',
  consentJoin: 'および',
  consentAfter: 'に同意したものとみなします。',
  termsOfUse: '利用規約',
  privacyPolicy: 'プライバシーポリシー',
  commercialTransactions: '特定商取引法に基づく表記',
  marketingSite: 'サービス紹介サイト',
} as const;
