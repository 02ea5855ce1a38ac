#!/usr/bin/env node
// Starts the whole system offline: Firebase Auth Emulator, Stripe sandbox, API (PGlite or PostgreSQL)
// and the web app, side by side. Prints where to open it and how to sign in. Ctrl-C stops every child.
// Everything lives under DATA_DIR, so a second start finds the same data: PGlite and the sandbox keep
// their files there, and the emulator's accounts are saved there as they change (a snapshot written
// atomically within a second of a change, and at stop), so a hard stop (kill -9, a closed terminal)
// loses at most the last second; the next start also ends what such a stop left running.
// Warm starts do no work twice: the demo seed runs only when its inputs changed (seed.json), and the
// preview build only when the web app's inputs changed (a hash beside the build).
//
// Options (environment): DATA_DIR (./data), WEB_MODE (dev | preview: build once and serve the bundle),
// WEB_PORT (5173), CONSOLE_PORT (the operators' console, apps/console: WEB_PORT + 1, so 5174), API_PORT
// (4000; its private listener of /admin/* and /metrics, ADMIN_LISTEN, defaults to 127.0.0.1 on
// API_PORT + 100), STRIPE_SANDBOX_PORT (12111), AUTH_EMULATOR_PORT (9099, plus the next two for its hub and
// logging), DATABASE_URL (PostgreSQL instead of PGlite), SMTP_URL (mail to that relay; unset: the local
// inbox, MAIL_INBOX_SMTP_PORT 1025 and its page on MAIL_INBOX_PORT 12112).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { adminApiUrl } from './lib/admin-url.mjs';
import { authEmulatorEnv } from './lib/auth-emulator-config.mjs';

const root = resolve(import.meta.dirname, '..');
const env = { ...loadDotEnv(resolve(root, '.env')), ...process.env };
const dataDir = resolve(root, env.DATA_DIR ?? 'data');
const webMode = env.WEB_MODE ?? 'dev';
const ports = {
  web: Number(env.WEB_PORT ?? 5173),
  // Beside the fan app's, so moving WEB_PORT moves it too (two systems side by side never share it).
  console: Number(env.CONSOLE_PORT ?? Number(env.WEB_PORT ?? 5173) + 1),
  api: Number(env.API_PORT ?? 4000),
  // The API's private listener (/admin/*, /metrics): ADMIN_LISTEN, else API_PORT + 100.
  admin: Number(new URL(adminApiUrl(env)).port),
  auth: Number(env.AUTH_EMULATOR_PORT ?? 9099), // its hub and logging take the next two ports
  stripe: Number(env.STRIPE_SANDBOX_PORT ?? 12111),
  mailSmtp: Number(env.MAIL_INBOX_SMTP_PORT ?? 1025),
  mailPage: Number(env.MAIL_INBOX_PORT ?? 12112),
};
// The fan's mails go to SMTP_URL when set, otherwise to the local inbox (packages/mail-inbox).
const localInbox = !env.SMTP_URL;
const firebaseProject = env.FIREBASE_PROJECT_ID ?? 'demo-fan-app';
const demo = { email: env.DEMO_EMAIL ?? 'demo@example.com', password: env.DEMO_PASSWORD ?? 'demo1234' };
// The console's demo operator, made by the API's seed with the demo fan (apps/api/src/seed).
const demoOperator = {
  email: env.DEMO_OPERATOR_EMAIL ?? 'ops@example.com',
  password: env.DEMO_OPERATOR_PASSWORD ?? 'ops12345',
  // Its second factor, enrolled by the seed (decision 041): add it to an authenticator app, or print
  // the current code with scripts/totp-code.mjs.
  totpSecret: env.DEMO_OPERATOR_TOTP_SECRET ?? 'KRUGS4ZANFZSAYJAMRSW23ZAONSWG4TF',
};
const stripeKeys = {
  secret: env.STRIPE_SECRET_KEY ?? 'sk_test_sandbox',
  publishable: env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_sandbox',
  webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? 'whsec_sandbox',
};
const hasSandbox = existsSync(resolve(root, 'packages/stripe-sandbox/src/cli.ts'));
/** @param {string} name */
const bin = (name) => resolve(root, 'node_modules/.bin', name);

mkdirSync(dataDir, { recursive: true });
/** @typedef {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable> & { exited?: boolean }} Child */
/** @type {{ name: string, child: Child }[]} */
const children = [];
let stopping = false;
const runFile = resolve(dataDir, 'run.json');
const firebaseDir = resolve(dataDir, 'firebase');
const accountsFile = resolve(firebaseDir, 'auth_export/accounts.json');

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [extraEnv]
 * @returns {Child}
 */
function run(name, command, args, extraEnv = {}, { oneShot = false } = {}) {
  if (stopping) throw new Error('stopping');
  /** @type {Child} */
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so a stop reaches its children too
  });
  const prefix = `[${name}] `;
  /** @param {import('node:stream').Readable} stream @param {NodeJS.WriteStream} out */
  const forward = (stream, out) => {
    let buffer = '';
    stream.on('data', (/** @type {Buffer} */ chunk) => {
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
  if (!oneShot) recordRun();
  return child;
}

// The process groups of this run, so the next start can end them if this one is killed outright
// (its children are in groups of their own and would otherwise keep the ports and the data).
function recordRun() {
  const groups = children
    .filter(({ child }) => !child.exited)
    .map(({ child }) => processId(/** @type {number} */ (child.pid)));
  atomicWrite(runFile, JSON.stringify({ startAll: processId(process.pid), groups }));
}

/**
 * pid plus its start time: a pid the system reused for something else never matches.
 * @param {number} pid
 */
function processId(pid) {
  return { pid, started: processStart(pid) };
}
/** @param {number} pid @returns {string | null | undefined} */
function processStart(pid) {
  try {
    // Field 22 of /proc/<pid>/stat, after the parenthesised command name.
    return /** @type {string} */ (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]).split(' ')[19];
  } catch {
    return null;
  }
}

function endLeftovers() {
  if (!existsSync(runFile)) return;
  let previous;
  try {
    previous = JSON.parse(readFileSync(runFile, 'utf8'));
  } catch {
    return;
  }
  /** @param {{ pid: number, started: string | null } | undefined} p */
  const alive = (p) => p?.started && processStart(p.pid) === p.started;
  if (alive(previous.startAll)) return; // still running: the port check below says so
  for (const group of previous.groups ?? [])
    if (alive(group)) {
      console.log(`[start-all] ending process group ${group.pid} left by a previous run that was killed`);
      try {
        process.kill(-group.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
}

/**
 * Write-then-rename: a reader (or a crash) sees the old file or the new one, never half of one.
 * @param {string} path
 * @param {string} text
 */
function atomicWrite(path, text) {
  mkdirSync(resolve(path, '..'), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
}

// A busy machine can take longer than 90 s to start the emulator: STARTUP_TIMEOUT_SECONDS raises it.
/** @param {string} name @param {string} url */
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
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not become ready at ${url} within ${timeoutMs / 1000}s`);
}

/** @param {number} port */
async function portFree(port) {
  // A process that is still shutting down (a previous run, a test's emulator) gets a few seconds.
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    } catch (error) {
      if (/** @type {{ cause?: { code?: string } }} */ (error)?.cause?.code === 'ECONNREFUSED') return true;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

// ---- the emulator's accounts, saved as they change -----------------------------------------------
// The emulator keeps accounts in memory and exports them only on a clean exit, through a shared hub
// locator in the system's temp folder (two systems on one machine overwrite each other's) and by
// deleting the old export before moving the new one in. Instead: a snapshot in the export layout
// the emulator imports, read through its REST API each second and written atomically when it changed.
const authBase = `http://127.0.0.1:${ports.auth}`;
let savedAccounts = existsSync(accountsFile) ? readFileSync(accountsFile, 'utf8') : null;
/** @type {Promise<void> | null} */
let saving = null;
// Only once this run's own emulator answered: before that the port may be another system's.
let accountsLive = false;

async function saveAccounts() {
  if (!accountsLive) return;
  const owner = { headers: { authorization: 'Bearer owner' }, signal: AbortSignal.timeout(5000) };
  const accounts = await fetch(
    `${authBase}/identitytoolkit.googleapis.com/v1/projects/${firebaseProject}/accounts:batchGet?maxResults=-1`,
    owner,
  );
  if (!accounts.ok) throw new Error(`accounts: ${accounts.status}`);
  const text = await accounts.text();
  if (text === savedAccounts) return;
  const config = await fetch(`${authBase}/emulator/v1/projects/${firebaseProject}/config`, owner);
  if (!config.ok) throw new Error(`config: ${config.status}`);
  const version = JSON.parse(
    readFileSync(resolve(root, 'node_modules/firebase-tools/package.json'), 'utf8'),
  ).version;
  atomicWrite(resolve(firebaseDir, 'auth_export/config.json'), await config.text());
  atomicWrite(
    resolve(firebaseDir, 'firebase-export-metadata.json'),
    JSON.stringify({ version, auth: { version, path: 'auth_export' } }),
  );
  atomicWrite(accountsFile, text); // last: the accounts are what matters
  savedAccounts = text;
}

function saveAccountsNow() {
  saving ??= saveAccounts()
    .catch((error) => {
      if (!stopping) console.warn(`[start-all] could not save the emulator's accounts: ${error.message}`);
    })
    .finally(() => (saving = null));
  return saving;
}

async function stopAll(code = 0) {
  if (stopping) return;
  // Last snapshot while the emulator still answers.
  await saveAccountsNow();
  stopping = true;
  console.log('\nStopping…');
  // Reverse order: web, API, sandbox, then the emulator.
  for (const { child } of [...children].reverse()) {
    if (child.exited) continue;
    try {
      process.kill(-(/** @type {number} */ (child.pid)), 'SIGINT');
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
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
      } catch {
        /* gone */
      }
  try {
    atomicWrite(runFile, JSON.stringify({ groups: [] }));
  } catch {
    /* the data folder went away */
  }
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
process.on('SIGHUP', () => void stopAll(0));

// ---- what a warm start can skip ------------------------------------------------------------------
/**
 * sha256 over the files under `paths` (relative names and contents) and `extra`.
 * @param {string[]} paths
 * @param {unknown} extra
 */
function hashInputs(paths, extra) {
  const hash = createHash('sha256').update(JSON.stringify(extra));
  /** @param {string} path */
  const walk = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (name !== 'node_modules') walk(join(path, name));
    } else hash.update(relative(root, path)).update(readFileSync(path));
  };
  for (const path of paths) walk(resolve(root, path));
  return hash.digest('hex');
}

/** @param {string} path */
function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

async function main() {
  endLeftovers();
  for (const [name, port] of Object.entries(ports)) {
    if (name === 'stripe' && !hasSandbox) continue;
    if (!(await portFree(port)))
      throw new Error(`port ${port} (${name}) is already in use: is the system already running?`);
  }
  for (const port of [ports.auth + 1, ports.auth + 2])
    if (!(await portFree(port)))
      throw new Error(`port ${port} (Auth Emulator hub/logging) is already in use`);
  recordRun();

  // The emulator's ports come from a firebase.json; write one per data folder so two systems
  // (a developer's and a test run's) can run side by side on different ports. Its temp folder too:
  // the hub's locator file lives there, named after the project only.
  const firebaseConfig = resolve(dataDir, 'firebase.json');
  const emulatorTmp = resolve(dataDir, 'tmp');
  mkdirSync(emulatorTmp, { recursive: true });
  const base = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8'));
  base.emulators.auth.port = ports.auth;
  base.emulators.hub = { host: '127.0.0.1', port: ports.auth + 1 };
  base.emulators.logging = { host: '127.0.0.1', port: ports.auth + 2 };
  writeFileSync(firebaseConfig, JSON.stringify(base, null, 2));
  const importArgs = existsSync(resolve(firebaseDir, 'firebase-export-metadata.json'))
    ? ['--import', firebaseDir]
    : [];
  const auth = run(
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
    ],
    { ...authEmulatorEnv(env), TMPDIR: emulatorTmp },
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
  if (localInbox)
    run('mail', bin('tsx'), ['packages/mail-inbox/src/cli.ts'], {
      MAIL_INBOX_SMTP_PORT: String(ports.mailSmtp),
      MAIL_INBOX_PORT: String(ports.mailPage),
      MAIL_INBOX_DATA_FILE: resolve(dataDir, 'mail-inbox.jsonl'),
    });
  const mailReady = localInbox ? waitFor('mail inbox', `http://127.0.0.1:${ports.mailPage}/`) : null;
  // Ready means imported: the emulator listens before it imports the saved accounts, and a snapshot
  // taken in between would save none of them. It says "All emulators ready" after the import.
  const authReady = Promise.all([
    waitFor('Auth Emulator', `${authBase}/`),
    new Promise((resolveReady, rejectReady) => {
      const seconds = Number(env.STARTUP_TIMEOUT_SECONDS ?? 90);
      const timer = setTimeout(
        () => rejectReady(new Error(`the Auth Emulator did not say it was ready within ${seconds}s`)),
        seconds * 1000,
      );
      let seen = '';
      auth.stdout.on('data', (chunk) => {
        seen = (seen + chunk).slice(-4096);
        if (seen.includes('All emulators ready')) {
          clearTimeout(timer);
          resolveReady(undefined);
        }
      });
    }),
  ]).then(() => {
    accountsLive = true;
  });
  const stripeReady = hasSandbox ? waitFor('Stripe sandbox', `http://127.0.0.1:${ports.stripe}/v3/`) : null;

  // The demo seed (catalogue, its Stripe prices, the demo fan in the emulator) runs when something it
  // depends on changed or went missing; otherwise the API starts without it, at once.
  const seedWanted = (env.SEED_DEMO ?? 'true') === 'true';
  const seedHash = hashInputs(['apps/api/src/seed', 'apps/api/src/db/migrations'], {
    demo,
    demoOperator,
    database: env.DATABASE_URL ?? 'pglite',
    project: firebaseProject,
  });
  const seedFile = resolve(dataDir, 'seed.json');
  const seeded =
    readJson(seedFile)?.hash === seedHash &&
    (env.DATABASE_URL || existsSync(resolve(dataDir, 'pglite'))) &&
    (!hasSandbox || existsSync(resolve(dataDir, 'stripe-sandbox.json'))) &&
    (savedAccounts ?? '').includes(`"${demo.email}"`) &&
    (savedAccounts ?? '').includes(`"${demoOperator.email}"`);
  const seedNow = seedWanted && !seeded;
  // Seeding talks to the emulator and the sandbox; a plain start does not wait for them.
  if (seedNow) await Promise.all([authReady, stripeReady]);
  // The API runs compiled, as in production (scripts/build.mjs: esbuild, about a second), rebuilt
  // only when its sources changed; tsx would transpile every module at each start instead.
  const { apiSourceHash, buildApi } = await import('./build.mjs');
  const apiDist = resolve(root, 'apps/api/dist');
  const apiBuilt = existsSync(resolve(apiDist, 'source-hash'))
    ? readFileSync(resolve(apiDist, 'source-hash'), 'utf8')
    : '';
  if (apiBuilt !== apiSourceHash()) await buildApi();
  run('api', process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
    API_PORT: String(ports.api),
    PGLITE_DIR: resolve(dataDir, 'pglite'),
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIREBASE_PROJECT_ID: firebaseProject,
    STRIPE_SECRET_KEY: stripeKeys.secret,
    STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
    SEED_DEMO: seedNow ? 'true' : 'false',
    // One readable line a request for the person watching (LOG_FORMAT=json for the JSON lines).
    LOG_FORMAT: env.LOG_FORMAT ?? 'pretty',
    ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
    ...stripeEnv,
    SMTP_URL: env.SMTP_URL ?? `smtp://127.0.0.1:${ports.mailSmtp}`,
    PUBLIC_WEB_URL: env.PUBLIC_WEB_URL ?? `http://127.0.0.1:${ports.web}`,
  });
  const apiReady = waitFor('API', `http://127.0.0.1:${ports.api}/healthz`).then(() => {
    if (seedNow) atomicWrite(seedFile, JSON.stringify({ hash: seedHash }));
  });

  const webEnv = {
    API_PORT: String(ports.api),
    WEB_PORT: String(ports.web),
    VITE_FIREBASE_PROJECT_ID: firebaseProject,
    VITE_FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
    VITE_STRIPE_PUBLISHABLE_KEY: stripeKeys.publishable,
    WEB_OUT_DIR: resolve(dataDir, 'web-dist'),
    ...(hasSandbox ? { VITE_STRIPE_JS_URL: `http://127.0.0.1:${ports.stripe}/v3/` } : {}),
  };
  // The operators' console (apps/console), on its own origin at the root, as nginx's console `server`
  // serves it in production (deploy/nginx.conf).
  const consoleEnv = {
    API_PORT: String(ports.api),
    CONSOLE_PORT: String(ports.console),
    VITE_FIREBASE_PROJECT_ID: firebaseProject,
    VITE_FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
    CONSOLE_OUT_DIR: resolve(dataDir, 'console-dist'),
  };
  if (webMode === 'preview') {
    // Each rebuilt only when its inputs (sources, dependencies, VITE_ settings) changed.
    await previewBuild('web', webEnv, webEnv.WEB_OUT_DIR);
    await previewBuild('console', consoleEnv, consoleEnv.CONSOLE_OUT_DIR);
    run('web', 'npm', ['run', 'preview', '-w', 'apps/web'], webEnv);
    run('console', 'npm', ['run', 'preview', '-w', 'apps/console'], consoleEnv);
  } else {
    run('web', 'npm', ['run', 'dev', '-w', 'apps/web'], webEnv);
    run('console', 'npm', ['run', 'dev', '-w', 'apps/console'], consoleEnv);
  }
  await Promise.all([
    stripeReady,
    mailReady,
    apiReady,
    waitFor('web app', `http://127.0.0.1:${ports.web}/`),
    waitFor('console', `http://127.0.0.1:${ports.console}/`),
  ]);
  // The Auth Emulator may still be starting (about 3 s of CPU with its validators compiled on first
  // use, authEmulatorEnv; more on a busy machine): the app opens before it, sign-in works once the
  // banner below is printed.
  if (!accountsLive)
    console.log(
      `\n  Open: http://127.0.0.1:${ports.web}/  (API up; the Auth Emulator is still starting: sign-in works once the banner below is printed)\n`,
    );
  await authReady;

  // From now on the accounts are saved within a second of each change.
  await saveAccountsNow();
  setInterval(() => void saveAccountsNow(), 1000).unref();

  console.log(`
============================================================
  The fan app is running.

  Open:      http://127.0.0.1:${ports.web}/   (a phone-sized window, 375 px wide, fits best)
  Sign in:   ${demo.email} / ${demo.password}
  Console:   http://127.0.0.1:${ports.console}/   (operators: an origin of its own)
  Sign in:   ${demoOperator.email} / ${demoOperator.password}   (operator of project demo), then the
             second factor's code: node scripts/totp-code.mjs   (or add the key ${demoOperator.totpSecret}
             to an authenticator app: TOTP, 30 s, 6 digits). The CLI:
             echo ${demoOperator.password} | FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:${ports.auth} API_PORT=${ports.api} \\
               npm run ops -- login --email ${demoOperator.email} --password-file - --project demo \\
               --code $(node scripts/totp-code.mjs | cut -c1-6)
${hasSandbox ? `  Stripe:    sandbox at http://127.0.0.1:${ports.stripe} (inbox: /_sandbox/inbox); card 4242 4242 4242 4242\n` : ''}  Mail:      ${localInbox ? `local inbox at http://127.0.0.1:${ports.mailPage}/ (JSON: /messages.json; SMTP 127.0.0.1:${ports.mailSmtp})` : `sent to SMTP_URL's relay`}
  API:       http://127.0.0.1:${ports.api}/api/v2/graphql   (admin, ADMIN_TOKEN: ${adminApiUrl(env)}/admin/…, /metrics)
  Data:      ${dataDir}

  Ctrl-C stops everything; the next start keeps the data.
============================================================
`);
}

/**
 * Builds apps/<name> for `vite preview` into outDir, unless its inputs are those of the build there.
 * @param {string} name @param {Record<string, string>} buildEnv @param {string} outDir
 */
async function previewBuild(name, buildEnv, outDir) {
  const viteEnv = Object.fromEntries(
    Object.entries({ ...env, ...buildEnv })
      .filter(([k]) => k.startsWith('VITE_'))
      .sort(),
  );
  const hash = hashInputs(
    [
      `apps/${name}/src`,
      `apps/${name}/index.html`,
      `apps/${name}/vite.config.ts`,
      `apps/${name}/package.json`,
      'packages/shared/src',
      'packages/web-kit/src',
      'package-lock.json',
    ],
    viteEnv,
  );
  const stamp = resolve(dataDir, `${name}-dist.hash`);
  if (existsSync(resolve(outDir, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash)
    return;
  await new Promise((resolveBuild, rejectBuild) => {
    const build = run(`${name}-build`, 'npm', ['run', 'build', '-w', `apps/${name}`], buildEnv, {
      oneShot: true,
    });
    build.on('exit', (code) =>
      code === 0 ? resolveBuild(undefined) : rejectBuild(new Error(`${name} build failed`)),
    );
  });
  atomicWrite(stamp, hash);
}

/** @param {string} path @returns {Record<string, string>} */
function loadDotEnv(path) {
  if (!existsSync(path)) return {};
  /** @type {Record<string, string>} */
  const out = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (m) out[/** @type {string} */ (m[1])] = /** @type {string} */ (m[2]).replace(/^['"]|['"]$/g, '');
  }
  return out;
}

main().catch((error) => {
  console.error(`start-all: ${error.message}`);
  void stopAll(1);
});
