#!/usr/bin/env node
// `npm run build`: the production artefacts.
//   apps/api/dist/main.js   the API compiled to one ES module (packages/shared compiled in), with its
//                           SQL migrations beside it; npm packages stay external and are resolved by
//                           Node at run time, so `graphql` is the one CommonJS copy Pothos and Yoga
//                           also load (no second realm, see apps/api/vitest.config.ts). No tsx at run
//                           time: `npm run start:prod` is plain node.
//   apps/web/dist           the web app (Vite), hashed assets under assets/.
//   apps/console/dist       the operators' console (Vite), at the root of its own host (deploy/nginx.conf).
// The web build is a production one when its production settings are set (README "Production"), and
// NODE_ENV=production insists on that. Without them (a clean clone, the cluster test) it is built
// for the local system (Auth Emulator, Stripe sandbox) and says so.
//
// Usage: node scripts/build.mjs [--api-only | --web-only | --console-only]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const apiDir = resolve(root, 'apps/api');
const only = process.argv.find((a) => ['--api-only', '--web-only', '--console-only'].includes(a));

async function buildApi() {
  const started = Date.now();
  const pkg = JSON.parse(readFileSync(resolve(apiDir, 'package.json'), 'utf8'));
  // Every dependency stays an import Node resolves, except our own TypeScript package.
  const external = Object.keys(pkg.dependencies).filter((name) => name !== '@fan/shared');
  const dist = resolve(apiDir, 'dist');
  // Built beside, then swapped in: an instance starting from dist meanwhile never sees half of it.
  const next = `${dist}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  await build({
    entryPoints: [resolve(apiDir, 'src/main.ts')],
    outfile: resolve(next, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: external.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
  // migrate.ts reads ./migrations/ next to the module that runs it.
  cpSync(resolve(apiDir, 'src/db/migrations'), resolve(next, 'migrations'), { recursive: true });
  writeFileSync(resolve(next, 'source-hash'), apiSourceHash());
  const old = `${dist}.old-${process.pid}`;
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(next, dist);
  rmSync(old, { recursive: true, force: true });
  console.log(`[build] API: apps/api/dist/main.js (${Date.now() - started} ms)`);
}

/** What apps/api/dist is made of: `npm start` rebuilds it (a second) only when this changed. */
export function apiSourceHash() {
  const hash = createHash('sha256');
  const walk = (/** @type {string} */ path) => {
    if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) walk(join(path, name));
    else hash.update(relative(root, path)).update(readFileSync(path));
  };
  for (const path of ['apps/api/src', 'packages/shared/src', 'apps/api/package.json', 'scripts/build.mjs'])
    walk(resolve(root, path));
  return hash.digest('hex');
}

function buildWeb() {
  const started = Date.now();
  const env = { ...process.env };
  const production = !env.VITE_FIREBASE_AUTH_EMULATOR_URL && env.VITE_TERMS_URL;
  if (!production && env.NODE_ENV !== 'production') {
    // The local rehearsal build: the default ports of `npm start` (start-all passes its own).
    env.VITE_FIREBASE_AUTH_EMULATOR_URL ??= `http://127.0.0.1:${env.AUTH_EMULATOR_PORT ?? 9099}`;
    env.VITE_STRIPE_JS_URL ??= `http://127.0.0.1:${env.STRIPE_SANDBOX_PORT ?? 12111}/v3/`;
    console.log(
      '[build] web: no production settings (VITE_TERMS_URL ...): built for the local Auth Emulator and Stripe sandbox.',
    );
  }
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`[build] web: apps/web/dist (${Date.now() - started} ms)`);
}

/** The console: a production build needs the same VITE_FIREBASE_* settings as the web's. */
function buildConsole() {
  const started = Date.now();
  const env = { ...process.env };
  const production = !env.VITE_FIREBASE_AUTH_EMULATOR_URL && env.VITE_FIREBASE_API_KEY;
  if (!production && env.NODE_ENV !== 'production') {
    env.VITE_FIREBASE_AUTH_EMULATOR_URL ??= `http://127.0.0.1:${env.AUTH_EMULATOR_PORT ?? 9099}`;
    console.log(
      '[build] console: no production settings (VITE_FIREBASE_API_KEY ...): built for the local Auth Emulator.',
    );
  }
  execFileSync('npm', ['run', 'build', '-w', 'apps/console'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`[build] console: apps/console/dist (${Date.now() - started} ms)`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  if (!only || only === '--api-only') await buildApi();
  if (!only || only === '--web-only') buildWeb();
  if (!only || only === '--console-only') buildConsole();
}

export { buildApi };
