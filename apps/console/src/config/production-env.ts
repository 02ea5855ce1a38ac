// Settings a production console build cannot do without. vite.config.ts refuses to build without
// them; a build for the Auth Emulator (development and tests) is not a production one. The project is
// not among them: it comes from the operator's claim.

export const PRODUCTION_ENV = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
] as const;

/** The production settings that are unset or blank; none for an Auth Emulator build. */
export function missingProductionEnv(env: Record<string, string | undefined>): string[] {
  if (isEmulatorBuild(env)) return [];
  return PRODUCTION_ENV.filter((key) => !env[key]?.trim());
}

/** A build for the Auth Emulator (development and tests); any other is production. */
export function isEmulatorBuild(env: Record<string, string | undefined>): boolean {
  return Boolean(env.VITE_FIREBASE_AUTH_EMULATOR_URL?.trim());
}
