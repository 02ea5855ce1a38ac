#!/usr/bin/env node
// The production shape, proven together (`npm run test:cluster`, after `npm run build`):
// PostgreSQL (a server of its own, initdb in its temporary folder), Debian's pgbouncer in transaction mode,
// three compiled API instances (apps/api/dist) and Debian's nginx, both from the committed
// deploy/ templates, the Auth Emulator, and the Stripe sandbox delivering every webhook twice to
// nginx. Checks, each failing the run:
//   0. `npm run start:prod` refuses development settings;
//   1. the three instances start together on the empty database: every migration applied once;
//   2. identical purchases (one idempotency key) sent in parallel to all three: one charge, one credit;
//   3. one konbini payment's webhook, delivered twice by the sandbox and replayed to every instance
//      at once: one credit;
//   4. nginx: hashed assets cached for a year, index.html not cached, client routes fall back to it,
//      security headers, body limit, the client address passed on, the per-address rate limit
//      answering 429 RATE_LIMITED (a third nginx with a low limit; the other two are set high);
//   5. throughput through nginx with one and with three instances (printed);
//   6. an instance SIGKILLed during a load run through nginx: only requests in flight at the kill fail,
//      their purchases repeated with the same keys charge and credit once, the reconcile report is clean;
//   7. the database lost under load through nginx (the killed instance restarted first): (a) pgbouncer
//      restarted (safely, SIGINT, then at once, SIGTERM), (b) every PostgreSQL backend of the test
//      database terminated (pg_terminate_backend), (c) pgbouncer stopped for 3 s (/readyz 503
//      meanwhile), (d) PostgreSQL restarted (the cluster's own server). Each time: no instance exits, a request is
//      served or fails with a code (never INTERNAL, never a 5xx from a dead instance), service and
//      /readyz come back within 5 s (figures printed); afterwards the failed purchases, repeated with
//      their keys, charge and credit once and the reconcile report is clean.
// Environment: TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres; used only where the
// machine has no PostgreSQL server binaries for a server of its own), AUTH_EMULATOR_PORT
// (it also takes the next two; default: a free triple), CLUSTER_SECONDS (load duration, default 4).
import { spawn, execFileSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import Stripe from 'stripe';
import { render } from '../deploy/render.mjs';
import { authEmulatorEnv, writeAuthEmulatorConfig } from './lib/auth-emulator-config.mjs';
import { postgresBinaries, startOwnPostgres } from './lib/own-postgres.mjs';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.CLUSTER_SECONDS ?? 4);
const ADMIN_TOKEN = 'cluster-admin-token-0123456789';
const SECRET = 'sk_test_cluster';
const WEBHOOK_SECRET = 'whsec_cluster';
const started = Date.now();
const tmp = mkdtempSync(join(tmpdir(), 'fan-cluster-'));
chmodSync(tmp, 0o777); // pgbouncer and nginx workers run as nobody when we are root
const children = [];
const failures = [];
const log = (line) => console.log(`[cluster ${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);
const check = (ok, what) => {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

for (const need of ['apps/api/dist/main.js', 'apps/web/dist/index.html'])
  if (!existsSync(resolve(root, need))) throw new Error(`${need} is missing: run npm run build first`);

// A PostgreSQL server of the cluster's own, so step 7 can restart PostgreSQL itself without touching
// the machine's; TEST_DATABASE_URL's server only where this machine has no server binaries.
const ownPostgres = postgresBinaries()
  ? await startOwnPostgres(join(tmp, 'postgres'), await freePort())
  : null;
process.on('exit', () => ownPostgres?.stop());
const serverUrl =
  ownPostgres?.url ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function freePort() {
  const server = createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}
async function portFree(port) {
  const server = createServer();
  return new Promise((r) => {
    server.once('error', () => r(false));
    server.listen(port, '127.0.0.1', () => server.close(() => r(true)));
  });
}
async function freeTriple() {
  for (;;) {
    const base = 20000 + Math.floor(Math.random() * 9000);
    if ((await portFree(base)) && (await portFree(base + 1)) && (await portFree(base + 2))) return base;
  }
}

function start(name, command, args, env = {}) {
  const out = openSync(join(tmp, `${name}.log`), 'a');
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  child.exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
  children.push({ name, child });
  return child;
}
const logOf = (name) => readFileSync(join(tmp, `${name}.log`), 'utf8');

async function waitUp(name, url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited:\n${logOf(name).slice(-3000)}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${name} did not answer at ${url}:\n${logOf(name).slice(-3000)}`);
}

async function stopAll() {
  for (const { child } of children.reverse())
    if (child.exitCode === null && child.signalCode === null)
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
  await Promise.race([Promise.all(children.map(({ child }) => child.exited)), sleep(8000)]);
  for (const { child } of children)
    if (child.exitCode === null && child.signalCode === null)
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
}

// ---------------------------------------------------------------------------------------------
const dbName = `fan_cluster_${process.pid}_${randomUUID().slice(0, 6)}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
await admin.end();
const direct = new URL(serverUrl);
direct.pathname = `/${dbName}`;
// Named, so step 7's backend terminations spare the script's own connections.
const SCRIPT_APP = 'fan-cluster-script';
const sql = new pg.Pool({ connectionString: direct.toString(), max: 2, application_name: SCRIPT_APP });
sql.on('error', () => undefined);

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
  console.error(`(logs in ${tmp})`);
} finally {
  await stopAll();
  await sql.end().catch(() => undefined);
  const again = new pg.Client({ connectionString: serverUrl });
  await again.connect();
  await again.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await again.end();
  ownPostgres?.stop();
  if (exitCode === 0) rmSync(tmp, { recursive: true, force: true });
}
process.exit(exitCode);

async function main() {
  const ports = {
    auth: Number(process.env.AUTH_EMULATOR_PORT ?? 0) || (await freeTriple()),
    stripe: await freePort(),
    pgbouncer: await freePort(),
    nginx3: await freePort(),
    nginx1: await freePort(),
    nginxLimited: await freePort(),
    api: [await freePort(), await freePort(), await freePort()],
  };
  const nginx3 = `http://127.0.0.1:${ports.nginx3}`;
  const nginx1 = `http://127.0.0.1:${ports.nginx1}`;

  // The Auth Emulator (slowest to start) and the sandbox, in parallel with the rest.
  const firebaseJson = writeAuthEmulatorConfig(tmp, ports.auth);
  const auth = start(
    'auth',
    resolve(root, 'node_modules/.bin/firebase'),
    ['emulators:start', '--config', firebaseJson, '--only', 'auth', '--project', 'demo-fan-app'],
    authEmulatorEnv(),
  );
  const sandbox = start(
    'stripe',
    process.execPath,
    ['--import', 'tsx', 'packages/stripe-sandbox/src/cli.ts'],
    {
      STRIPE_SANDBOX_PORT: String(ports.stripe),
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_cluster',
      STRIPE_WEBHOOK_URL: `${nginx3}/webhooks/stripe`,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_SANDBOX_DATA_FILE: join(tmp, 'stripe-sandbox.json'),
      STRIPE_SANDBOX_WEBHOOKS_TWICE: '1',
    },
  );

  // pgbouncer from deploy/pgbouncer.ini, in transaction mode, in front of the fresh database.
  writeFileSync(join(tmp, 'userlist.txt'), '"postgres" ""\n');
  writeFileSync(
    join(tmp, 'pgbouncer.ini'),
    render('pgbouncer.ini', {
      PGB_DATABASE: dbName,
      PGB_TARGET: `host=${direct.hostname} port=${direct.port || 5432} dbname=${dbName}`,
      PGB_PORT: String(ports.pgbouncer),
      PGB_POOL_SIZE: '12',
      PGB_AUTH_TYPE: 'trust',
      PGB_AUTH_FILE: join(tmp, 'userlist.txt'),
      PGB_LOGFILE: join(tmp, 'pgbouncer-file.log'),
      PGB_PIDFILE: join(tmp, 'pgbouncer.pid'),
    }),
  );
  const asRoot = process.getuid?.() === 0;
  const startPgbouncer = () =>
    start('pgbouncer', '/usr/sbin/pgbouncer', [
      ...(asRoot ? ['-u', 'nobody'] : []),
      join(tmp, 'pgbouncer.ini'),
    ]);
  let pgbouncer = startPgbouncer();

  // nginx from deploy/nginx.conf twice: the pool of three, and a pool of the first instance only.
  // Rate limits set high: the load steps below send thousands of requests from one address.
  const unlimited = {
    RATE_LIMIT_GRAPHQL: '100000r/s',
    RATE_LIMIT_GRAPHQL_BURST: '100000',
    RATE_LIMIT_WEBHOOKS: '100000r/s',
    RATE_LIMIT_WEBHOOKS_BURST: '100000',
  };
  const nginxFor = (name, port, upstreams, limits = unlimited) => {
    const prefix = join(tmp, name);
    execFileSync('mkdir', ['-p', prefix]);
    chmodSync(prefix, 0o777);
    writeFileSync(
      join(prefix, 'nginx.conf'),
      render('nginx.conf', {
        NGINX_WORKERS: '1',
        NGINX_PREFIX: prefix,
        NGINX_DAEMON: 'off',
        NGINX_ACCESS_LOG: 'off',
        LISTEN: `127.0.0.1:${port}`,
        WEB_ROOT: resolve(root, 'apps/web/dist'),
        API_UPSTREAMS: upstreams.map((p) => `127.0.0.1:${p}`).join(','),
        STRIPE_JS_ORIGIN: `http://127.0.0.1:${ports.stripe}`,
        STRIPE_FRAME_ORIGINS: `http://127.0.0.1:${ports.stripe}`,
        STRIPE_CONNECT_ORIGINS: `http://127.0.0.1:${ports.stripe}`,
        FIREBASE_CONNECT_ORIGINS: `http://127.0.0.1:${ports.auth}`,
        ...limits,
      }),
    );
    return start(name, '/usr/sbin/nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf')]);
  };
  nginxFor('nginx3', ports.nginx3, ports.api);
  nginxFor('nginx1', ports.nginx1, [ports.api[0]]);
  nginxFor('nginx-limited', ports.nginxLimited, [ports.api[0]], {
    RATE_LIMIT_GRAPHQL: '2r/s',
    RATE_LIMIT_GRAPHQL_BURST: '3',
  });

  // `npm run start:prod` refuses development settings (the production guards of config.ts).
  const guarded = new Promise((done) => {
    const out = [];
    const prod = spawn('npm', ['run', '--silent', 'start:prod'], {
      cwd: root,
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1', API_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prod.stdout.on('data', (d) => out.push(d));
    prod.stderr.on('data', (d) => out.push(d));
    prod.once('exit', (code) => done({ code, output: Buffer.concat(out).toString() }));
  });

  await waitUp('stripe', `http://127.0.0.1:${ports.stripe}/v3/`, sandbox);
  await waitUp('auth', `http://127.0.0.1:${ports.auth}/`, auth);
  if (pgbouncer.exitCode !== null) throw new Error(`pgbouncer exited:\n${logOf('pgbouncer')}`);
  log(`auth emulator, sandbox, pgbouncer and nginx up (logs: ${tmp})`);

  const refused = await guarded;
  check(
    refused.code !== 0 &&
      /FIREBASE_AUTH_EMULATOR_HOST must not be set in production/.test(refused.output) &&
      /DATABASE_URL is required in production/.test(refused.output),
    `npm run start:prod (the compiled API, NODE_ENV=production) refuses the emulator and a missing DATABASE_URL (exit ${refused.code})`,
  );

  // ---- 1. three instances start together on the empty database --------------------------------
  const pooled = `postgres://postgres@127.0.0.1:${ports.pgbouncer}/${dbName}`;
  const apiEnv = (i) => ({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    API_HOST: '127.0.0.1',
    API_PORT: String(ports.api[i]),
    DATABASE_URL: pooled,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIREBASE_PROJECT_ID: 'demo-fan-app',
    STRIPE_SECRET_KEY: SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(ports.stripe),
    STRIPE_API_PROTOCOL: 'http',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ADMIN_TOKEN,
    TRUSTED_PROXIES: '127.0.0.1',
    // The catalogue and its Stripe prices: seeded by one instance (production seeds nothing).
    SEED_DEMO: i === 0 ? 'true' : 'false',
    REQUEST_LEASE_SECONDS: '2',
    RECONCILE_INTERVAL_SECONDS: '5',
    RECONCILE_LEASE_SECONDS: '10',
  });
  const startApi = (i) =>
    start(`api${i + 1}`, process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], apiEnv(i));
  const apis = ports.api.map((_, i) => startApi(i));
  await Promise.all(
    apis.map((child, i) => waitUp(`api${i + 1}`, `http://127.0.0.1:${ports.api[i]}/readyz`, child)),
  );
  const files = readdirSync(resolve(root, 'apps/api/dist/migrations')).filter((f) => f.endsWith('.sql'));
  const appliedBy = apis.map((_, i) =>
    logOf(`api${i + 1}`)
      .split('\n')
      .filter((l) => l.includes('"migrations applied"'))
      .flatMap((l) => JSON.parse(l).migrations),
  );
  const appliedAll = appliedBy.flat();
  const recorded = (await sql.query('SELECT name FROM schema_migrations')).rows.map((r) => r.name);
  check(
    appliedAll.length === files.length &&
      new Set(appliedAll).size === files.length &&
      recorded.length === files.length,
    `concurrent start-up: ${files.length} migrations applied once in all (per instance: ${appliedBy.map((a) => a.length).join('/')}), every instance ready`,
  );

  // ---- fans --------------------------------------------------------------------------------
  const stripe = new Stripe(SECRET, { host: '127.0.0.1', port: ports.stripe, protocol: 'http' });
  const authUrl = `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1`;
  const gqlAt = async (base, token, query, variables = {}, extraHeaders = {}, signal = undefined) => {
    const response = await fetch(`${base}/api/v2/graphql`, {
      signal,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-project-id': 'demo',
        ...extraHeaders,
      },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = { errors: [{ message: text.slice(0, 200) }] };
    }
    return { status: response.status, body };
  };
  const gql = async (token, query, variables) => {
    const { status, body } = await gqlAt(nginx3, token, query, variables);
    if (status !== 200 || body.errors) throw new Error(`${status} ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const idToken = async (path, email) => {
    const r = await fetch(`${authUrl}/${path}?key=cluster`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'cluster1234', returnSecureToken: true }),
    }).then((x) => x.json());
    if (!r.idToken) throw new Error(JSON.stringify(r));
    return r;
  };
  async function newFan(withCard) {
    const email = `cluster-${randomUUID().slice(0, 12)}@example.com`;
    const { localId } = await idToken('accounts:signUp', email);
    await fetch(`${authUrl}/projects/demo-fan-app/accounts:update?key=cluster`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    });
    const token = (await idToken('accounts:signInWithPassword', email)).idToken;
    const signIn = await gql(
      token,
      'mutation($i: SignInV2Input!) { signInV2(input: $i) { listenerProfile { databaseId } } }',
      { i: { provider: 'password', email, platform: 'web', projectId: 'demo' } },
    );
    await gql(token, 'mutation { approveLatestTermsAndConditions { version } }');
    await gql(token, 'mutation { createCustomer { created } }');
    const customer = (await stripe.customers.list({ email, limit: 1 })).data[0].id;
    if (withCard) {
      const card = await stripe.paymentMethods.create({
        type: 'card',
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
      });
      await stripe.paymentMethods.attach(card.id, { customer });
      await gql(token, 'mutation($id: String!) { updatePaymentMethod(paymentMethodId: $id) { last4 } }', {
        id: card.id,
      });
    }
    return { email, token, customer, listenerId: signIn.signInV2.listenerProfile.databaseId };
  }
  const prices = Object.fromEntries(
    (
      await sql.query(
        `SELECT p.konbini, p.stripe_price_id, p.amount FROM point_tier_prices p JOIN point_tiers t ON t.id = p.tier_id
         WHERE t.slug = 'p1000'`,
      )
    ).rows.map((r) => [r.konbini ? 'konbini' : 'card', { id: r.stripe_price_id, amount: r.amount }]),
  );
  const BUY = `mutation($p: [String!]!, $type: PaymentType!, $k: String) {
    managePaymentV2(prices: $p, paymentType: $type, idempotencyKey: $k) { status konbiniPaymentUrl } }`;
  const BALANCE = '{ tierTypesConnection { nodes { balance } } }';
  const credits = async (listenerId) =>
    Number(
      (
        await sql.query(
          `SELECT count(*) FROM point_ledger_entries WHERE listener_id = $1 AND kind = 'purchase'`,
          [listenerId],
        )
      ).rows[0].count,
    );
  const succeededIntents = async (customer) =>
    (await stripe.paymentIntents.list({ customer, limit: 100 }).autoPagingToArray({ limit: 10_000 })).filter(
      (pi) => pi.status === 'succeeded',
    );
  const settle = async (until, ms = 15_000) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (await until()) return true;
      await sleep(250);
    }
    return false;
  };

  const loadFans = await Promise.all(Array.from({ length: 7 }, (_, i) => newFan(i < 5)));
  const [buyer, konbiniFan, ...workers] = loadFans;
  log(`${loadFans.length} fans signed up through nginx`);

  // ---- 2. identical purchases in parallel over the three instances ---------------------------
  const key = `cluster-${randomUUID()}`;
  const answers = await Promise.all(
    Array.from({ length: 9 }, (_, i) =>
      gqlAt(`http://127.0.0.1:${ports.api[i % 3]}`, buyer.token, BUY, {
        p: [prices.card.id],
        type: 'one_time_payment',
        k: key,
      }),
    ),
  );
  await settle(async () => (await credits(buyer.listenerId)) >= 1);
  const charged = (await succeededIntents(buyer.customer)).length;
  const credited = await credits(buyer.listenerId);
  const statuses = answers.map(
    (a) => a.body.data?.managePaymentV2?.status ?? a.body.errors?.[0]?.extensions?.code,
  );
  check(
    charged === 1 && credited === 1,
    `9 identical purchases over 3 instances: ${charged} charge, ${credited} credit (answers: ${[...new Set(statuses)].join(', ')})`,
  );

  // ---- 3. one konbini payment's webhook on every instance at once -----------------------------
  const voucher = await gql(konbiniFan.token, BUY, {
    p: [prices.konbini.id],
    type: 'konbini_one_time_payment',
    k: randomUUID(),
  });
  const intent = /\/vouchers\/(pi_[A-Za-z0-9_]+)/.exec(voucher.managePaymentV2.konbiniPaymentUrl)[1];
  const paid = await fetch(`http://127.0.0.1:${ports.stripe}/vouchers/${intent}/pay`, { method: 'POST' });
  if (!paid.ok) throw new Error(`voucher pay: ${paid.status}`);
  const event = (await stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 })).data.find(
    (e) => e.data.object.id === intent,
  );
  const payload = JSON.stringify(event);
  const replays = await Promise.all(
    Array.from({ length: 6 }, (_, i) => {
      const t = Math.floor(Date.now() / 1000);
      const v1 = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex');
      return fetch(`http://127.0.0.1:${ports.api[i % 3]}/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${v1}` },
        body: payload,
      }).then((r) => r.status);
    }),
  );
  await settle(async () => (await credits(konbiniFan.listenerId)) >= 1);
  await sleep(1500); // the sandbox's own two deliveries through nginx
  const konbiniCredits = await credits(konbiniFan.listenerId);
  const konbiniBalance = (await gql(konbiniFan.token, BALANCE)).tierTypesConnection.nodes[0].balance;
  check(
    konbiniCredits === 1 && konbiniBalance === prices.konbini.amount && replays.every((s) => s === 200),
    `konbini payment_intent.succeeded: 2 deliveries through nginx + 6 replays over 3 instances (${[...new Set(replays)].join(',')}): ${konbiniCredits} credit, balance ${konbiniBalance}`,
  );

  // ---- 4. nginx ------------------------------------------------------------------------------
  const index = await fetch(`${nginx3}/`);
  const html = await index.text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  const assetResponse = await fetch(`${nginx3}${asset}`);
  const route = await fetch(`${nginx3}/home/points`);
  const big = await fetch(`${nginx3}/api/v2/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: 'x'.repeat(1_100_000),
  });
  const csp = index.headers.get('content-security-policy') ?? '';
  const noAdmin = await fetch(`${nginx3}/admin/reconcile`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const nginxChecks = {
    'index.html no-cache': index.headers.get('cache-control') === 'no-cache',
    'hashed assets immutable':
      assetResponse.ok &&
      /max-age=31536000, immutable/.test(assetResponse.headers.get('cache-control') ?? ''),
    'SPA fallback': route.ok && (await route.text()) === html,
    CSP: /frame-ancestors 'none'/.test(csp) && csp.includes(`http://127.0.0.1:${ports.stripe}`),
    'nosniff/DENY':
      index.headers.get('x-content-type-options') === 'nosniff' &&
      index.headers.get('x-frame-options') === 'DENY',
    '413 over 1 MB': big.status === 413,
    '/admin not routed (the SPA answers)': (await noAdmin.text()) === html,
  };
  for (const [what, ok] of Object.entries(nginxChecks)) check(ok, `nginx: ${what}`);
  // The client address: nginx's view, whatever X-Forwarded-For the client sent.
  await gqlAt(
    nginx3,
    workers[0].token,
    BALANCE,
    {},
    { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'cluster-xff-check' },
  );
  await sleep(300);
  const line = ['api1', 'api2', 'api3']
    .flatMap((n) => logOf(n).split('\n'))
    .find((l) => l.includes('"requestId":"cluster-xff-check"'));
  check(
    Boolean(line) && JSON.parse(line).client === '127.0.0.1',
    `client address through nginx: ${line ? JSON.parse(line).client : 'no log line'} (a forged X-Forwarded-For is replaced)`,
  );

  // The per-address limit (the third nginx: 2 r/s, burst 3): 10 requests at once, the burst served,
  // the rest answered 429 with RATE_LIMITED in GraphQL's error shape.
  const flood = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const r = await fetch(`http://127.0.0.1:${ports.nginxLimited}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${workers[0].token}`,
          'x-project-id': 'demo',
        },
        body: JSON.stringify({ query: BALANCE }),
      });
      const body = await r.json().catch(() => null);
      return {
        status: r.status,
        code: body?.errors?.[0]?.extensions?.code,
        type: r.headers.get('content-type'),
      };
    }),
  );
  const limited = flood.filter((f) => f.status === 429);
  check(
    flood.filter((f) => f.status === 200).length >= 1 &&
      limited.length >= 5 &&
      limited.every(
        (f) => f.code === 'RATE_LIMITED' && f.type?.startsWith('application/graphql-response+json'),
      ),
    `nginx: per-address rate limit: ${flood.length - limited.length} served, ${limited.length} answered 429 RATE_LIMITED`,
  );

  // ---- 5. throughput through nginx, one instance and three ----------------------------------
  async function load(
    base,
    durationMs,
    concurrency,
    { purchases = [], until = null, pauseAfterFailure = 0 } = {},
  ) {
    const records = [];
    const end = Date.now() + durationMs;
    const going = () => (until ? !until.stopped : Date.now() < end);
    await Promise.all(
      Array.from({ length: concurrency }, async (_, w) => {
        const buyerFan = purchases[w];
        const fan = buyerFan ?? workers[w % workers.length];
        while (going()) {
          const k = buyerFan ? `load-${randomUUID()}` : null;
          const t0 = Date.now();
          let ok = false;
          let status = 0;
          let codes = [];
          try {
            const signal = AbortSignal.timeout(30_000);
            const r = buyerFan
              ? await gqlAt(
                  base,
                  fan.token,
                  BUY,
                  { p: [prices.card.id], type: 'one_time_payment', k },
                  {},
                  signal,
                )
              : await gqlAt(base, fan.token, BALANCE, {}, {}, signal);
            status = r.status;
            ok = r.status === 200 && !r.body.errors;
            codes = (r.body.errors ?? []).map((e) => e.extensions?.code ?? null);
          } catch {
            status = -1;
          }
          records.push({ t0, t1: Date.now(), ok, status, codes, key: k, fan });
          if (!ok && pauseAfterFailure) await sleep(pauseAfterFailure);
        }
      }),
    );
    return records;
  }
  const rate = (records, ms) => (records.filter((r) => r.ok).length / (ms / 1000)).toFixed(0);
  const durationMs = seconds * 1000;
  await load(nginx1, 500, 8); // warm-up
  const one = await load(nginx1, durationMs, 16);
  const three = await load(nginx3, durationMs, 16);
  log(
    `THROUGHPUT through nginx (balance query, 16 concurrent, ${seconds}s): 1 instance ${rate(one, durationMs)} req/s, 3 instances ${rate(three, durationMs)} req/s`,
  );
  check(one.every((r) => r.ok) && three.every((r) => r.ok), 'throughput runs: no failed request');

  // ---- 6. SIGKILL one instance during a load run --------------------------------------------
  const buyers = loadFans.filter((f) => f !== buyer && f !== konbiniFan).slice(0, 3);
  const killAfter = Math.min(1500, durationMs / 2);
  const before = await Promise.all(buyers.map((f) => credits(f.listenerId)));
  const run = load(nginx3, durationMs, 12, { purchases: buyers });
  await sleep(killAfter);
  const killedAt = Date.now();
  let goneAt = Infinity;
  void apis[2].exited.then(() => (goneAt = Date.now()));
  process.kill(apis[2].pid, 'SIGKILL');
  const records = await run;
  const failed = records.filter((r) => !r.ok);
  // In flight on it: sent while the process still existed (a dying process's sockets still accept
  // until the kernel has torn it down: its exit event), still unanswered at the kill.
  const inFlight = failed.filter((r) => r.t0 <= goneAt && r.t1 >= killedAt);
  log(`  api3 gone ${goneAt - killedAt} ms after the SIGKILL`);
  log(
    `KILL: api3 SIGKILLed during ${records.length} requests through nginx: ${failed.length} failed, all of them in flight at the kill: ${inFlight.length === failed.length}`,
  );
  for (const r of failed)
    log(
      `  failed: ${r.key ? 'purchase' : 'balance'} status ${r.status} ${r.t0 - killedAt}..${r.t1 - killedAt} ms around the kill`,
    );
  check(
    inFlight.length === failed.length,
    `no request failed except those in flight on the killed instance (${failed.length})`,
  );
  // The in-flight purchases are repeated with the same key, as the web app does.
  for (const r of failed.filter((f) => f.key)) {
    let done = false;
    for (let attempt = 0; attempt < 20 && !done; attempt++) {
      const again = await gqlAt(nginx3, r.fan.token, BUY, {
        p: [prices.card.id],
        type: 'one_time_payment',
        k: r.key,
      });
      done = again.status === 200 && !again.body.errors;
      if (!done) await sleep(500);
    }
    r.ok = done;
  }
  const bought = new Map(buyers.map((f) => [f, records.filter((r) => r.key && r.fan === f && r.ok).length]));
  let lost = 0;
  for (const [i, f] of buyers.entries()) {
    const expected = before[i] + bought.get(f);
    await settle(async () => (await credits(f.listenerId)) >= expected, 10_000);
    const [c, charges] = [await credits(f.listenerId), (await succeededIntents(f.customer)).length];
    if (c !== expected || charges !== expected) lost++;
    if (c !== expected || charges !== expected)
      log(`  fan ${f.listenerId}: ${bought.get(f)} purchases answered, ${charges} charges, ${c} credits`);
  }
  const purchasesDone = [...bought.values()].reduce((a, b) => a + b, 0);
  check(lost === 0, `${purchasesDone} purchases during the kill: each charged once and credited once`);
  const pass = await fetch(`http://127.0.0.1:${ports.api[0]}/admin/reconcile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  await pass.text();
  const report = await fetch(`http://127.0.0.1:${ports.api[0]}/admin/reconcile`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  }).then((r) => r.json());
  log(`RECONCILE: ${JSON.stringify(report.counts)}; mismatches: ${report.mismatches.length}`);
  for (const m of report.mismatches) log(`  MISMATCH ${m.kind} ${m.id}: ${m.detail}`);
  check(report.mismatches.length === 0, 'reconcile report clean');

  // ---- 7. the database lost under load --------------------------------------------------------
  // A supervisor restarts a dead instance (systemd Restart=always): so does this step, before each
  // fault, so every fault meets three instances and its own figures show.
  const alive = () => apis.filter((c) => c.exitCode === null && c.signalCode === null).length;
  const readyz = (i) =>
    fetch(`http://127.0.0.1:${ports.api[i]}/readyz`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.status,
      () => -1,
    );
  async function ensureUp(why) {
    let restarted = 0;
    for (const [i, child] of apis.entries()) {
      if (child.exitCode === null && child.signalCode === null) continue;
      const t = Date.now();
      apis[i] = startApi(i);
      await waitUp(`api${i + 1}`, `http://127.0.0.1:${ports.api[i]}/readyz`, apis[i]);
      log(`  api${i + 1} (re)started ${why}: ready in ${Date.now() - t} ms`);
      restarted++;
    }
    // nginx keeps an upstream that failed out of its pool for API_FAIL_TIMEOUT (10 s).
    if (restarted && why !== 'after the kill') await sleep(10_000);
  }
  const pgbouncerAnswers = async () => {
    const c = new pg.Client({ connectionString: pooled, connectionTimeoutMillis: 1000 });
    c.on('error', () => undefined);
    try {
      await c.connect();
      await c.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await c.end().catch(() => undefined);
    }
  };
  async function stopPgbouncer(signal) {
    process.kill(pgbouncer.pid, signal);
    const gone = await Promise.race([pgbouncer.exited.then(() => true), sleep(5000).then(() => false)]);
    if (!gone) {
      process.kill(pgbouncer.pid, 'SIGTERM'); // a safe shutdown still waiting: immediate
      await pgbouncer.exited;
    }
  }
  async function startPgbouncerAgain() {
    pgbouncer = startPgbouncer();
    if (!(await settle(pgbouncerAnswers, 10_000)))
      throw new Error(`pgbouncer did not come back:\n${logOf('pgbouncer')}`);
  }
  const stepBuyers = buyers;
  const beforeFaults = await Promise.all(stepBuyers.map((f) => credits(f.listenerId)));
  const faultRecords = [];
  const RECOVER_MS = 5000;

  /** Load through nginx; `fault` runs 1.5 s in and returns when the database is back; 3 s more after. */
  async function underLoad(name, fault) {
    await ensureUp(`before ${name}`);
    const until = { stopped: false };
    const run = load(nginx3, 0, 12, { purchases: stepBuyers, until, pauseAfterFailure: 50 });
    await sleep(1500);
    const faultAt = Date.now();
    const detail = await fault();
    const backAt = Date.now();
    // /readyz on every instance, until each answers 200.
    const readyAt = await Promise.all(
      ports.api.map(async (_, i) => {
        for (;;) {
          if ((await readyz(i)) === 200) return Date.now();
          if (Date.now() - backAt > 15_000) return Infinity;
          await sleep(100);
        }
      }),
    );
    await sleep(3000);
    until.stopped = true;
    const records = await run;
    faultRecords.push(...records);
    const failedHere = records.filter((r) => !r.ok);
    const coded = failedHere.filter(
      (r) =>
        r.status === 200 && r.codes.length > 0 && r.codes.every((c) => c && c !== 'INTERNAL_SERVER_ERROR'),
    );
    const byCode = {};
    for (const r of coded) for (const c of new Set(r.codes)) byCode[c] = (byCode[c] ?? 0) + 1;
    const uncoded = failedHere.filter((r) => !coded.includes(r));
    const uncodedWhat = {};
    for (const r of uncoded) {
      const what = r.status === 200 ? r.codes.join('+') || 'no code' : `HTTP ${r.status}`;
      uncodedWhat[what] = (uncodedWhat[what] ?? 0) + 1;
    }
    const lastFailure = Math.max(backAt, ...failedHere.map((r) => r.t1));
    const recoverMs = lastFailure - backAt;
    const readyMs = Math.max(...readyAt) - backAt;
    const up = alive();
    log(
      `FAULT ${name}: ${detail}; ${records.length} requests through nginx: ${records.length - failedHere.length} served, ${coded.length} failed with codes (${JSON.stringify(byCode)}), ${uncoded.length} without a code or INTERNAL (${JSON.stringify(uncodedWhat)}); database out ${backAt - faultAt} ms; recovered: last failure ${recoverMs} ms and /readyz 200 on every instance ${Number.isFinite(readyMs) ? `${readyMs} ms` : 'never'} after it was back; instances alive ${up}/3`,
    );
    check(up === 3, `${name}: no instance exited (${up}/3 alive)`);
    check(
      uncoded.length === 0,
      `${name}: every failed request carried a code, none INTERNAL, no 5xx (${uncoded.length})`,
    );
    check(
      recoverMs <= RECOVER_MS && readyMs <= RECOVER_MS,
      `${name}: served again within ${RECOVER_MS / 1000} s of the database coming back (${recoverMs} ms, /readyz ${Number.isFinite(readyMs) ? readyMs : 'never'} ms)`,
    );
    return { faultAt, backAt };
  }

  // The instance step 6 killed comes back first (its supervisor's job).
  await ensureUp('after the kill');

  // (a) pgbouncer restarted twice, 1 s apart: as its service manager does (SIGINT, a safe shutdown:
  // transactions finish first) and at once (SIGTERM: every connection dropped, as a crash would),
  // each time started again at once.
  await underLoad('pgbouncer restart', async () => {
    const t = Date.now();
    await stopPgbouncer('SIGINT');
    await startPgbouncerAgain();
    const safe = Date.now() - t;
    await sleep(1000);
    const t2 = Date.now();
    await stopPgbouncer('SIGTERM');
    await startPgbouncerAgain();
    return `pgbouncer restarted safely (SIGINT, answering again after ${safe} ms), then at once (SIGTERM, ${Date.now() - t2} ms)`;
  });

  // (b) every PostgreSQL backend of the test database terminated, three times 400 ms apart (the
  // script's own connections spared).
  await underLoad('backends terminated', async () => {
    const killer = new pg.Client({ connectionString: serverUrl });
    await killer.connect();
    let terminated = 0;
    try {
      for (let round = 0; round < 3; round++) {
        if (round) await sleep(400);
        const { rows } = await killer.query(
          `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
            WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name IS DISTINCT FROM $2`,
          [dbName, SCRIPT_APP],
        );
        terminated += rows.filter((r) => r.done).length;
      }
    } finally {
      await killer.end();
    }
    return `${terminated} backends terminated by pg_terminate_backend in 3 rounds`;
  });

  // (c) connections cut for 3 s: pgbouncer stopped at once (SIGTERM: every open connection dropped,
  // new ones refused) and started again 3 s later. Meanwhile every instance's /readyz answers 503.
  let readyDuringCut = [];
  await underLoad('3 s cut', async () => {
    await stopPgbouncer('SIGTERM');
    const cutAt = Date.now();
    await sleep(1500);
    readyDuringCut = await Promise.all(ports.api.map((_, i) => readyz(i)));
    await sleep(Math.max(0, 3000 - (Date.now() - cutAt)));
    await startPgbouncerAgain();
    return `pgbouncer stopped (SIGTERM) and started again ${Date.now() - cutAt} ms later; /readyz during the cut: ${readyDuringCut.join('/')}`;
  });
  check(
    readyDuringCut.every((s) => s === 503),
    `3 s cut: /readyz 503 on every instance meanwhile (${readyDuringCut.join('/')})`,
  );

  // (d) PostgreSQL itself restarted (a fast shutdown: every backend ends, new connections are refused
  // until it is up again), as a failover or a minor-version upgrade does. Only on the cluster's own
  // server: the machine's is never restarted.
  if (ownPostgres)
    await underLoad('PostgreSQL restart', async () => {
      const t = Date.now();
      await ownPostgres.restart();
      return `PostgreSQL restarted (pg_ctl restart -m fast, answering again after ${Date.now() - t} ms)`;
    });
  else log('!!   PostgreSQL restart not tried: no PostgreSQL server binaries to run a server of its own');

  // The purchases that failed are repeated with their keys, as the web app does (a retryable code
  // keeps the key): each intent charges and credits once.
  await ensureUp('before the purchases are repeated');
  const failedPurchases = faultRecords.filter((r) => r.key && !r.ok);
  const repeatStarted = Date.now();
  await Promise.all(
    failedPurchases.map(async (r) => {
      let done = false;
      for (let attempt = 0; attempt < 20 && !done; attempt++) {
        const again = await gqlAt(nginx3, r.fan.token, BUY, {
          p: [prices.card.id],
          type: 'one_time_payment',
          k: r.key,
        });
        done = again.status === 200 && !again.body.errors;
        if (!done) await sleep(500);
      }
      r.ok = done;
    }),
  );
  log(
    `  ${failedPurchases.length} failed purchases repeated with their keys in ${Date.now() - repeatStarted} ms`,
  );
  let uneven = 0;
  let purchasesInFaults = 0;
  for (const [i, f] of stepBuyers.entries()) {
    const expected = beforeFaults[i] + faultRecords.filter((r) => r.key && r.fan === f && r.ok).length;
    purchasesInFaults += expected - beforeFaults[i];
    await settle(async () => (await credits(f.listenerId)) >= expected, 10_000);
    const [c, charges] = [await credits(f.listenerId), (await succeededIntents(f.customer)).length];
    if (c !== expected || charges !== expected) {
      uneven++;
      log(`  fan ${f.listenerId}: ${expected} purchases answered, ${charges} charges, ${c} credits`);
    }
  }
  check(
    uneven === 0,
    `${purchasesInFaults} purchases during the database faults (${failedPurchases.length} repeated with their keys): each charged once and credited once`,
  );
  await fetch(`http://127.0.0.1:${ports.api[0]}/admin/reconcile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  }).then((r) => r.text());
  const after = await fetch(`http://127.0.0.1:${ports.api[0]}/admin/reconcile`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  }).then((r) => r.json());
  log(
    `RECONCILE after the database faults: ${JSON.stringify(after.counts)}; mismatches: ${after.mismatches.length}`,
  );
  for (const m of after.mismatches) log(`  MISMATCH ${m.kind} ${m.id}: ${m.detail}`);
  check(after.mismatches.length === 0, 'reconcile report clean after the database faults');

  log(
    `${failures.length ? `FAILED: ${failures.length} check(s)` : 'all checks passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return failures.length ? 1 : 0;
}
