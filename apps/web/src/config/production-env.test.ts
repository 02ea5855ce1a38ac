import { describe, expect, it } from 'vitest';
import { missingProductionEnv, PRODUCTION_ENV } from './production-env';

describe('missingProductionEnv', () => {
  const complete = Object.fromEntries(PRODUCTION_ENV.map((key) => [key, 'https://fan.example/x']));

  it('lists every unset or blank setting of a production build', () => {
    expect(missingProductionEnv({})).toEqual([...PRODUCTION_ENV]);
    expect(missingProductionEnv({ ...complete, VITE_TERMS_URL: '  ' })).toEqual(['VITE_TERMS_URL']);
    expect(missingProductionEnv(complete)).toEqual([]);
  });

  it('does not ask an Auth Emulator build (development, tests) for them', () => {
    expect(missingProductionEnv({ VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' })).toEqual([]);
  });
});
