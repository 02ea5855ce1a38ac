/// <reference types="vite/client" />

/**
 * True only in a build for the Auth Emulator (VITE_FIREBASE_AUTH_EMULATOR_URL set). Replaced by a
 * literal at build time (vite.config.ts `define`), so a production build drops the emulator branch.
 */
declare const __EMULATOR_BUILD__: boolean;

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
