// The one place that reads Vite's env (the same VITE_FIREBASE_* names as apps/web/src/lib/env.ts).
const raw = import.meta.env;

/** Empty strings count as unset, so `VITE_X=` in a .env file falls back to the default. */
function read(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

// Demo fallbacks only in emulator builds (literal ternaries, so the minifier drops them).
const firebaseProjectId = read(raw.VITE_FIREBASE_PROJECT_ID, __EMULATOR_BUILD__ ? 'demo-fan-app' : '');

export const env = {
  firebase: {
    apiKey: read(raw.VITE_FIREBASE_API_KEY, __EMULATOR_BUILD__ ? 'demo-api-key' : ''),
    authDomain: read(raw.VITE_FIREBASE_AUTH_DOMAIN, `${firebaseProjectId}.firebaseapp.com`),
    projectId: firebaseProjectId,
    authEmulatorUrl: __EMULATOR_BUILD__ ? read(raw.VITE_FIREBASE_AUTH_EMULATOR_URL, '') : '',
  },
  graphqlPath: '/ops/graphql',
} as const;
