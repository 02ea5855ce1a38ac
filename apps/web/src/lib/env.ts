// The one place that reads Vite's env; every default lives here (documented in .env.example).
const raw = import.meta.env;

/** Empty strings count as unset, so `VITE_X=` in a .env file falls back to the default. */
function read(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

// The demo fallbacks exist only in emulator builds (written as literal ternaries so the minifier
// drops them); a production build requires every value (src/config/production-env.ts).
const firebaseProjectId = read(raw.VITE_FIREBASE_PROJECT_ID, __EMULATOR_BUILD__ ? 'demo-fan-app' : '');

export const env = {
  projectId: read(raw.VITE_PROJECT_ID, __EMULATOR_BUILD__ ? 'demo' : ''),
  firebase: {
    apiKey: read(raw.VITE_FIREBASE_API_KEY, __EMULATOR_BUILD__ ? 'demo-api-key' : ''),
    authDomain: read(raw.VITE_FIREBASE_AUTH_DOMAIN, `${firebaseProjectId}.firebaseapp.com`),
    projectId: firebaseProjectId,
    authEmulatorUrl: __EMULATOR_BUILD__ ? read(raw.VITE_FIREBASE_AUTH_EMULATOR_URL, '') : '',
  },
  stripe: {
    publishableKey: read(raw.VITE_STRIPE_PUBLISHABLE_KEY, __EMULATOR_BUILD__ ? 'pk_test_demo' : ''),
    jsUrl: read(raw.VITE_STRIPE_JS_URL, ''),
  },
  graphqlPath: '/api/v2/graphql',
} as const;
