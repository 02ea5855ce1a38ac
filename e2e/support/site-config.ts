// Web configuration the e2e system is built with (README "Web configuration"): the journeys check
// that the screens show these values, not addresses written into the source.
export const SITE_ENV = {
  VITE_TERMS_URL: 'https://fan.test/terms',
  VITE_PRIVACY_POLICY_URL: 'https://fan.test/privacy',
  VITE_COMMERCIAL_TRANSACTIONS_URL: 'https://fan.test/tokushoho',
  VITE_MARKETING_SITE_URL: 'https://fan.test/',
  VITE_POINTS_ISSUER: 'テストファン株式会社',
  VITE_POINTS_ISSUER_ADDRESS: '東京都千代田区テスト1-2-3',
  VITE_POINTS_INSTRUMENT_NAME: 'ファンポイント',
  VITE_POINTS_PURCHASE_LIMIT: '1回あたり50,000円まで',
  VITE_POINTS_CONTACT: 'support@fan.test',
} as const;
