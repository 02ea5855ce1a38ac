#!/usr/bin/env node
// Starts the whole system offline: Firebase Auth Emulator, Stripe sandbox, API (PGlite or PostgreSQL)
// and the web app. Prints where to open it and how to sign in. Ctrl-C stops every child; the emulator
// exports its accounts and the sandbox and PGlite keep their files under DATA_DIR, so a second start
// finds the same data.
//
// Options (environment): DATA_DIR (./data), WEB_MODE (dev | preview: build once and serve the bundle),
// WEB_PORT (5173), API_PORT (4000), STRIPE_SANDBOX_PORT (12111), AUTH_EMULATOR_PORT (9099, plus the next
// two for its hub and logging), DATABASE_URL (PostgreSQL instead of PGlite).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const env = { ...loadDotEnv(resolve(root, '.env')), ...process.env };
const dataDir = resolve(root, env.DATA_DIR ?? 'data');
const webMode = env.WEB_MODE ?? 'dev';
const ports = {
  web: Number(env.WEB_PORT ?? 5173),
  api: Number(env.API_PORT ?? 4000),
  auth: Number(env.AUTH_EMULATOR_PORT ?? 9099), // its hub and logging take the next two ports
  stripe: Number(env.STRIPE_SANDBOX_PORT ?? 12111),
};
const firebaseProject = env.FIREBASE_PROJECT_ID ?? 'demo-fan-app';
const demo = { email: env.DEMO_EMAIL ?? 'demo@example.com', password: env.DEMO_PASSWORD ?? 'demo1234' };
const stripeKeys = {
  secret: env.STRIPE_SECRET_KEY ?? 'sk_test_sandbox',
  publishable: env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_sandbox',
  webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? 'whsec_sandbox',
};
const hasSandbox = existsSync(resolve(root, 'packages/stripe-sandbox/src/cli.ts'));
const bin = (name) => resolve(root, 'node_modules/.bin', name);

mkdirSync(dataDir, { recursive: true });
const children = [];
let stopping = false;

function run(name, command, args, extraEnv = {}, { oneShot = false } = {}) {
  if (stopping) throw new Error('stopping');
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so a stop reaches its children too
  });
  const prefix = `[${name}] `;
  const forward = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) out.write(prefix + line + '\n');
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (oneShot && code === 0) return;
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping everything`);
      void stopAll(1);
    }
  });
  children.push({ name, child });
  return child;
}

// A busy machine can take longer than 90 s to start the emulator: STARTUP_TIMEOUT_SECONDS raises it.
async function waitFor(name, url, timeoutMs = Number(env.STARTUP_TIMEOUT_SECONDS ?? 90) * 1000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) throw new Error('stopping');
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not become ready at ${url} within ${timeoutMs / 1000}s`);
}

async function portFree(port) {
  // A process that is still shutting down (a previous run, a test's emulator) gets a few seconds.
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    } catch (error) {
      if (error?.cause?.code === 'ECONNREFUSED') return true;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  // Reverse order: web, API, sandbox, then the emulator (which exports its accounts on SIGINT).
  for (const { child } of [...children].reverse()) {
    if (child.exited) continue;
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 15_000;
  while (children.some(({ child }) => !child.exited) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  for (const { child } of children)
    if (!child.exited)
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function main() {
  for (const [name, port] of Object.entries(ports)) {
    if (name === 'stripe' && !hasSandbox) continue;
    if (!(await portFree(port)))
      throw new Error(`port ${port} (${name}) is already in use: is the system already running?`);
  }
  for (const port of [ports.auth + 1, ports.auth + 2])
    if (!(await portFree(port)))
      throw new Error(`port ${port} (Auth Emulator hub/logging) is already in use`);

  const firebaseDir = resolve(dataDir, 'firebase');
  // The emulator's ports come from a firebase.json; write one per data folder so two systems
  // (a developer's and a test run's) can run side by side on different ports.
  const firebaseConfig = resolve(dataDir, 'firebase.json');
  const base = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8'));
  base.emulators.auth.port = ports.auth;
  base.emulators.hub = { host: '127.0.0.1', port: ports.auth + 1 };
  base.emulators.logging = { host: '127.0.0.1', port: ports.auth + 2 };
  writeFileSync(firebaseConfig, JSON.stringify(base, null, 2));
  const importArgs = existsSync(resolve(firebaseDir, 'firebase-export-metadata.json'))
    ? ['--import', firebaseDir]
    : [];
  run(
    'auth',
    bin('firebase'),
    [
      'emulators:start',
      '--config',
      firebaseConfig,
      '--only',
      'auth',
      '--project',
      firebaseProject,
      ...importArgs,
      '--export-on-exit',
      firebaseDir,
    ],
    { CI: '1', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_TELEMETRY: '1' },
  );

  const stripeEnv = {};
  if (hasSandbox) {
    run('stripe', bin('tsx'), ['packages/stripe-sandbox/src/cli.ts'], {
      STRIPE_SANDBOX_PORT: String(ports.stripe),
      STRIPE_SECRET_KEY: stripeKeys.secret,
      STRIPE_PUBLISHABLE_KEY: stripeKeys.publishable,
      STRIPE_WEBHOOK_URL: `http://127.0.0.1:${ports.api}/webhooks/stripe`,
      STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
      STRIPE_SANDBOX_DATA_FILE: resolve(dataDir, 'stripe-sandbox.json'),
    });
    Object.assign(stripeEnv, {
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(ports.stripe),
      STRIPE_API_PROTOCOL: 'http',
    });
  }
  await waitFor('Auth Emulator', `http://127.0.0.1:${ports.auth}/`);
  if (hasSandbox) await waitFor('Stripe sandbox', `http://127.0.0.1:${ports.stripe}/v3/`);

  run('api', bin('tsx'), ['apps/api/src/main.ts'], {
    API_PORT: String(ports.api),
    PGLITE_DIR: resolve(dataDir, 'pglite'),
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIREBASE_PROJECT_ID: firebaseProject,
    STRIPE_SECRET_KEY: stripeKeys.secret,
    STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
    ...stripeEnv,
  });
  await waitFor('API', `http://127.0.0.1:${ports.api}/healthz`);

  const webEnv = {
    API_PORT: String(ports.api),
    WEB_PORT: String(ports.web),
    VITE_FIREBASE_PROJECT_ID: firebaseProject,
    VITE_FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
    VITE_STRIPE_PUBLISHABLE_KEY: stripeKeys.publishable,
    WEB_OUT_DIR: resolve(dataDir, 'web-dist'),
    ...(hasSandbox ? { VITE_STRIPE_JS_URL: `http://127.0.0.1:${ports.stripe}/v3/` } : {}),
  };
  if (webMode === 'preview') {
    await new Promise((resolveBuild, rejectBuild) => {
      const build = run('web-build', 'npm', ['run', 'build', '-w', 'apps/web'], webEnv, { oneShot: true });
      build.on('exit', (code) => (code === 0 ? resolveBuild() : rejectBuild(new Error('web build failed'))));
    });
    run('web', 'npm', ['run', 'preview', '-w', 'apps/web'], webEnv);
  } else {
    run('web', 'npm', ['run', 'dev', '-w', 'apps/web'], webEnv);
  }
  await waitFor('web app', `http://127.0.0.1:${ports.web}/`);

  console.log(`
============================================================
  The fan app is running.

  Open:      http://127.0.0.1:${ports.web}/   (a phone-sized window, 375 px wide, fits best)
  Sign in:   ${demo.email} / ${demo.password}
${hasSandbox ? `  Stripe:    sandbox at http://127.0.0.1:${ports.stripe} (inbox: /_sandbox/inbox); card 4242 4242 4242 4242\n` : ''}  API:       http://127.0.0.1:${ports.api}/api/v2/graphql
  Data:      ${dataDir}

  Ctrl-C stops everything; the next start keeps the data.
============================================================
`);
}

function loadDotEnv(path) {
  if (!existsSync(path)) return {};
  const out = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (m) out[m[1]] = m[2].replace(/^['"]|['"]$/g, '');
  }
  return out;
}

main().catch((error) => {
  console.error(`start-all: ${error.message}`);
  void stopAll(1);
});
