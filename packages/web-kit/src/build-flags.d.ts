/**
 * True only in an app build for the Auth Emulator. Each app's vite.config.ts `define` replaces it
 * with a literal (and declares it in its src/vite-env.d.ts), so a production build drops the
 * branches behind it here too.
 */
declare const __EMULATOR_BUILD__: boolean;
