// External pages (opened in a new tab). Placeholders until the real addresses are decided.
export const externalLinks = {
  termsOfUse: 'https://example.com/terms',
  privacyPolicy: 'https://example.com/privacy',
  commercialTransactions: 'https://example.com/tokushoho',
  marketingSite: 'https://example.com/',
} as const;
