// Settings a production build cannot do without (README "Web configuration"). vite.config.ts refuses
// to build without them; a build for the Auth Emulator (development and tests) is not a production one.

export const PRODUCTION_ENV = [
  // Tenant, Firebase web config and Stripe key: a production build has no demo fallbacks (src/lib/env.ts).
  'VITE_PROJECT_ID',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_STRIPE_PUBLISHABLE_KEY',
  // External pages of the landing screen (spec section 1), opened in a new tab.
  'VITE_TERMS_URL',
  'VITE_PRIVACY_POLICY_URL',
  'VITE_COMMERCIAL_TRANSACTIONS_URL',
  'VITE_MARKETING_SITE_URL',
  // 資金決済法に基づく表示 for paid points (docs/decisions/011-paid-point-validity.md).
  'VITE_POINTS_ISSUER',
  'VITE_POINTS_ISSUER_ADDRESS',
  'VITE_POINTS_INSTRUMENT_NAME',
  'VITE_POINTS_PURCHASE_LIMIT',
  'VITE_POINTS_CONTACT',
] as const;

export type ProductionEnvKey = (typeof PRODUCTION_ENV)[number];

/** The production settings that are unset or blank; none for an Auth Emulator build. */
export function missingProductionEnv(env: Record<string, string | undefined>): ProductionEnvKey[] {
  if (isEmulatorBuild(env)) return [];
  return PRODUCTION_ENV.filter((key) => !env[key]?.trim());
}

/** A build for the Auth Emulator (development and tests) keeps the development tools; any other is production. */
export function isEmulatorBuild(env: Record<string, string | undefined>): boolean {
  return Boolean(env.VITE_FIREBASE_AUTH_EMULATOR_URL?.trim());
}
