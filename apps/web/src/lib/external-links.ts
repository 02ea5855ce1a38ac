// External pages (opened in a new tab), from configuration: VITE_TERMS_URL and the others below. A
// production build fails without them (src/config/production-env.ts); an Auth Emulator build without
// them opens a blank tab rather than someone else's site.
const raw = import.meta.env;
const DEV_PLACEHOLDER = 'about:blank';

function link(value: string | undefined): string {
  return value && value.trim() !== '' ? value.trim() : DEV_PLACEHOLDER;
}

export const externalLinks = {
  termsOfUse: link(raw.VITE_TERMS_URL),
  privacyPolicy: link(raw.VITE_PRIVACY_POLICY_URL),
  commercialTransactions: link(raw.VITE_COMMERCIAL_TRANSACTIONS_URL),
  marketingSite: link(raw.VITE_MARKETING_SITE_URL),
} as const;
