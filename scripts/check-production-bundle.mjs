#!/usr/bin/env node
// The production web bundle carries no development tools (issue 12): builds apps/web twice into
// temporary folders — once for the Auth Emulator, once with production settings — and checks that
// every development marker is in the first (so the check can fail) and none is in the second. Also
// checks that a production build without its configuration is refused.
// Usage: node scripts/check-production-bundle.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

// What only development code contains: the chooser and inbox (they call the emulator's admin API),
// Firebase's connectAuthEmulator, the demo fallbacks of src/lib/env.ts, the local addresses.
const MARKERS = [
  'Bearer owner', // the chooser's call to the emulator's admin API
  'accounts:query', // the chooser's account list
  'oobCodes', // the development inbox link
  'Auth Emulator', // the chooser's and inbox's texts
  'You are using the Auth Emulator', // firebase/auth connectAuthEmulator
  'pk_test_demo',
  'demo-fan-app',
  'demo-api-key',
  '127.0.0.1',
];

const PRODUCTION = {
  VITE_PROJECT_ID: 'fan',
  VITE_FIREBASE_API_KEY: 'AIzaSyProductionKeyForTheCheck',
  VITE_FIREBASE_AUTH_DOMAIN: 'auth.fan.example',
  VITE_FIREBASE_PROJECT_ID: 'fan-production',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_check',
  VITE_TERMS_URL: 'https://fan.example/terms',
  VITE_PRIVACY_POLICY_URL: 'https://fan.example/privacy',
  VITE_COMMERCIAL_TRANSACTIONS_URL: 'https://fan.example/tokushoho',
  VITE_MARKETING_SITE_URL: 'https://fan.example/',
  VITE_POINTS_ISSUER: '株式会社ファン',
  VITE_POINTS_ISSUER_ADDRESS: '東京都千代田区1-1-1',
  VITE_POINTS_INSTRUMENT_NAME: 'ファンポイント',
  VITE_POINTS_PURCHASE_LIMIT: '50,000',
  VITE_POINTS_CONTACT: 'support@fan.example',
};

// Only what the build is given: none of the caller's VITE_* settings leak in.
const baseEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));

/** @param {string} outDir @param {Record<string, string>} env */
function build(outDir, env) {
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    env: { ...baseEnv, ...env, WEB_OUT_DIR: outDir },
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** @param {string} dir @returns {string[]} */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** @param {string} dir */
const found = (dir) => {
  const text = files(dir)
    .filter((file) => /\.(js|html|css)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return MARKERS.filter((marker) => text.includes(marker));
};

const work = mkdtempSync(join(tmpdir(), 'fan-bundle-check-'));
const failures = [];
try {
  const emulator = build(join(work, 'emulator'), {
    VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
  });
  if (!emulator.ok) throw new Error(`emulator build failed:\n${emulator.output}`);
  const inEmulator = found(join(work, 'emulator'));
  const unseen = MARKERS.filter((marker) => !inEmulator.includes(marker));
  if (unseen.length > 0)
    failures.push(`markers missing from the emulator build (stale list?): ${unseen.join(', ')}`);

  const production = build(join(work, 'production'), PRODUCTION);
  if (!production.ok) throw new Error(`production build failed:\n${production.output}`);
  const leaked = found(join(work, 'production'));
  if (leaked.length > 0) failures.push(`development code in the production bundle: ${leaked.join(', ')}`);

  const unconfigured = build(join(work, 'unconfigured'), {});
  if (unconfigured.ok || !unconfigured.output.includes('VITE_FIREBASE_API_KEY'))
    failures.push('a production build without its configuration was not refused');
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(failures.map((failure) => `FAIL ${failure}`).join('\n'));
  process.exit(1);
}
console.log(
  `production bundle: none of ${MARKERS.length} development markers (all present in the emulator build)`,
);
