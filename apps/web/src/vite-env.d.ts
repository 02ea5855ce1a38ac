/// <reference types="vite/client" />

/**
 * True only in a build for the Auth Emulator (development and tests: VITE_FIREBASE_AUTH_EMULATOR_URL
 * set). Replaced by a literal at build time (vite.config.ts `define`), so a production build drops
 * every branch behind it: the account chooser, the emulator connection, the demo fallbacks.
 */
declare const __EMULATOR_BUILD__: boolean;

interface ImportMetaEnv {
  readonly VITE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_STRIPE_JS_URL?: string;
  readonly VITE_TERMS_URL?: string;
  readonly VITE_PRIVACY_POLICY_URL?: string;
  readonly VITE_COMMERCIAL_TRANSACTIONS_URL?: string;
  readonly VITE_MARKETING_SITE_URL?: string;
  readonly VITE_POINTS_ISSUER?: string;
  readonly VITE_POINTS_ISSUER_ADDRESS?: string;
  readonly VITE_POINTS_INSTRUMENT_NAME?: string;
  readonly VITE_POINTS_PURCHASE_LIMIT?: string;
  readonly VITE_POINTS_CONTACT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
