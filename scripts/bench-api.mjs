#!/usr/bin/env node
// API benchmark, one self-contained run (`npm run bench:api`; it runs under tsx to seed with the
// API's own helpers). It starts what it measures, side by side, on this machine:
//   - a bare graphql-yoga hello-world server (the ceiling: HTTP + GraphQL with no work),
//   - the API on PostgreSQL (a fresh database on BENCH_DATABASE_URL's server, dropped at the end),
//   - the API on PGlite (a temporary directory), both with the demo seed,
//   - the Auth Emulator (reused when one answers on AUTH_EMULATOR_PORT) and the Stripe sandbox.
// Then:
//   1. throughput: ROUNDS interleaved rounds (bare, home, memberships page, history page, points
//      page, each for DURATION seconds at CONNECTIONS concurrent connections on PostgreSQL); the
//      median req/s and p99 of the rounds, and the ratio to bare's median;
//   2. PGlite: the home query at LITE_CONNECTIONS connections, counting errors and timeouts (10 s);
//   3. growth: a fan with 100 / 1,000 / 10,000 memberships (and as many more creators), the median
//      time of one request for a page of member cards, of memberships and of candidates, as served
//      (repeated pages come from the listener-page cache) and read fresh (the cache missed);
//   4. the card purchase path: managePaymentV2 one_time_payment on a saved 4242 card (API + Stripe
//      sandbox, no 3-D Secure), PURCHASE_CONCURRENCY fans in parallel, each buying one after another.
// Not a test: figures depend on the machine. API_ROOT measures another checkout's API (e.g. the
// base commit) with the same load, for before/after figures. One gate: the home read's ratio to bare
// more than 20 % below the committed baseline (bench-api-baseline.json) exits 1 (lib/bench-baseline.mjs).
//
// Environment: API_ROOT, API_NODE_ARGS (node options of the API), BENCH_DATABASE_URL, BENCH_PORT_BASE (4300: bare, +1 PostgreSQL API, +2 PGlite
// API, +3 Stripe sandbox), AUTH_EMULATOR_PORT (9099), DURATION (5), ROUNDS (3), CONNECTIONS (100),
// LITE_CONNECTIONS (20), FANS (CONNECTIONS: fans of the fan-per-connection target), ONLY (comma list: throughput targets whose name contains one of them; bare
// always runs), GROWTH_SIZES (100,1000,10000), PURCHASE_CONCURRENCY (8), SKIP (comma list of:
// throughput, baseline, pglite, growth, purchase).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import Stripe from 'stripe';
import { createServerDatabase } from '../apps/api/test/support/test-db.ts';
import { seedBulkCreators, seedBulkMemberships } from '../apps/api/test/support/bulk-memberships.ts';
import { authEmulatorEnv, writeAuthEmulatorConfig } from './lib/auth-emulator-config.mjs';
import { judgeBaseline, readBaseline } from './lib/bench-baseline.mjs';

const env = process.env;
const root = resolve(import.meta.dirname, '..');
const apiRoot = resolve(env.API_ROOT ?? root);
const portBase = Number(env.BENCH_PORT_BASE ?? 4300);
const ports = {
  bare: portBase,
  pg: portBase + 1,
  lite: portBase + 2,
  stripe: portBase + 3,
  auth: Number(env.AUTH_EMULATOR_PORT ?? 9099),
};
const duration = Number(env.DURATION ?? 5) * 1000;
const rounds = Number(env.ROUNDS ?? 3);
const connections = Number(env.CONNECTIONS ?? 100);
const liteConnections = Number(env.LITE_CONNECTIONS ?? 20);
const sizes = (env.GROWTH_SIZES ?? '100,1000,10000').split(',').map(Number);
const skip = new Set((env.SKIP ?? '').split(',').filter(Boolean));
const serverUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const auth = `http://127.0.0.1:${ports.auth}`;
const firebaseProject = 'demo-fan-app';
const tmp = mkdtempSync(join(tmpdir(), 'bench-api-'));
const tsx = resolve(root, 'node_modules/.bin/tsx');
const variants = (env.VARIANTS ?? '')
  .split(',')
  .filter(Boolean)
  .map((v, i) => {
    const [name = '', dir = ''] = v.split('=');
    return { name, root: resolve(dir), port: portBase + 10 + i };
  });
/** @typedef {import('node:child_process').ChildProcessByStdio<null, null, import('node:stream').Readable> & { exited?: boolean }} Child */
/** @type {Child[]} */
const children = [];

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [extraEnv]
 */
function start(name, command, args, extraEnv = {}, cwd = root) {
  /** @type {Child} */
  const child = spawn(command, args, {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (/** @type {Buffer} */ chunk) => (stderr = (stderr + chunk).slice(-4000)));
  child.on('exit', (code) => {
    child.exited = true;
    if (!stopping && code) console.error(`[${name}] exited ${code}\n${stderr}`);
  });
  children.push(child);
  return child;
}

let stopping = false;
async function stopAll() {
  stopping = true;
  for (const child of children.reverse())
    if (!child.exited)
      try {
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGINT');
      } catch {
        /* gone */
      }
  const deadline = Date.now() + 10_000;
  while (children.some((c) => !c.exited) && Date.now() < deadline) await sleep(100);
  for (const child of children)
    if (!child.exited)
      try {
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
      } catch {
        /* gone */
      }
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** @param {string} url */
async function up(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status < 500;
  } catch {
    return false;
  }
}
/** @param {string} name @param {string} url */
async function waitFor(name, url, seconds = 180) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await up(url)) return;
    await sleep(300);
  }
  throw new Error(`${name} not ready at ${url}`);
}

// ---- the systems under test -------------------------------------------------------------------

async function startEmulator() {
  if (await up(`${auth}/`)) return;
  const config = writeAuthEmulatorConfig(tmp, ports.auth);
  start(
    'auth',
    resolve(root, 'node_modules/.bin/firebase'),
    ['emulators:start', '--config', config, '--only', 'auth', '--project', firebaseProject],
    authEmulatorEnv(),
  );
  await waitFor('Auth Emulator', `${auth}/`);
}

function startBare() {
  const code = `
    import { createServer } from 'node:http';
    import { createSchema, createYoga } from 'graphql-yoga';
    const yoga = createYoga({
      schema: createSchema({ typeDefs: 'type Query { hello: String! }', resolvers: { Query: { hello: () => 'world' } } }),
      logging: false, landingPage: false, graphiql: false,
    });
    createServer(yoga).listen(${ports.bare}, '127.0.0.1');`;
  start('bare', process.execPath, ['--input-type=module', '-e', code]);
  return waitFor('bare yoga', `http://127.0.0.1:${ports.bare}/graphql?query=%7Bhello%7D`);
}

/**
 * @param {string} name @param {number} port @param {Record<string, string>} database
 * @param {string} [checkout] the checkout whose API runs (API_ROOT by default)
 */
function startApi(name, port, database, checkout = apiRoot) {
  // API_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof': a profile of the API under load.
  const nodeArgs = env.API_NODE_ARGS ? env.API_NODE_ARGS.split(' ') : [];
  start(
    name,
    nodeArgs.length ? process.execPath : tsx,
    [...nodeArgs, ...(nodeArgs.length ? ['--import', 'tsx'] : []), resolve(checkout, 'apps/api/src/main.ts')],
    {
      NODE_ENV: 'development',
      API_PORT: String(port),
      ...database,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      FIREBASE_PROJECT_ID: firebaseProject,
      STRIPE_SECRET_KEY: 'sk_test_sandbox',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(ports.stripe),
      STRIPE_API_PROTOCOL: 'http',
      SEED_DEMO: 'true',
      RECONCILE_INTERVAL_SECONDS: '0',
      LOG_LEVEL: 'warn',
    },
    checkout,
  );
  return waitFor(`API (${name})`, `http://127.0.0.1:${port}/healthz`, 300);
}

// ---- clients ----------------------------------------------------------------------------------

/** @param {string} email @param {string} password */
async function idToken(email, password, signUp = false) {
  const path = signUp ? 'accounts:signUp' : 'accounts:signInWithPassword';
  const res = await fetch(`${auth}/identitytoolkit.googleapis.com/v1/${path}?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await res.json();
  if (!body.idToken) throw new Error(JSON.stringify(body));
  return body;
}

/** @param {number} port */
const apiUrl = (port) => `http://127.0.0.1:${port}/api/v2/graphql`;
/** @param {string} token @returns {Record<string, string>} */
const headersFor = (token) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${token}`,
  'x-project-id': 'demo',
});

/** @param {number} port @param {string} token @param {string} query */
async function gql(port, token, query, variables = {}) {
  const res = await fetch(apiUrl(port), {
    method: 'POST',
    headers: headersFor(token),
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * A verified fan who signed in and approved the terms: their token and listener id.
 * @param {number} port
 * @returns {Promise<{ token: string, listenerId: number }>}
 */
async function newFan(port) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const { localId } = await idToken(email, 'bench1234', true);
  await fetch(
    `${auth}/identitytoolkit.googleapis.com/v1/projects/${firebaseProject}/accounts:update?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    },
  );
  const { idToken: token } = await idToken(email, 'bench1234');
  const signIn = await gql(
    port,
    token,
    'mutation($i: SignInV2Input!) { signInV2(input: $i) { listenerProfile { databaseId } } }',
    { i: { provider: 'password', email, platform: 'web', projectId: 'demo' } },
  );
  await gql(port, token, 'mutation { approveLatestTermsAndConditions { version } }');
  return { token, listenerId: signIn.signInV2.listenerProfile.databaseId };
}

/**
 * A fan with a Stripe customer and a saved Visa card (attached in the sandbox, then registered).
 * @param {Stripe} stripe
 */
async function fanWithCard(stripe) {
  const fan = await newFan(ports.pg);
  await gql(ports.pg, fan.token, 'mutation { createCustomer { created } }');
  const profile = await gql(ports.pg, fan.token, '{ listenerProfile { email } }');
  const customer = (await stripe.customers.list({ email: profile.listenerProfile.email, limit: 1 })).data[0];
  if (!customer) throw new Error(`no Stripe customer for ${profile.listenerProfile.email}`);
  const card = await stripe.paymentMethods.create({
    type: 'card',
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
  });
  await stripe.paymentMethods.attach(card.id, { customer: customer.id });
  await gql(
    ports.pg,
    fan.token,
    'mutation($id: String!) { updatePaymentMethod(paymentMethodId: $id) { last4 } }',
    {
      id: card.id,
    },
  );
  return fan;
}

// The web's queries: the home screen (greeting and member cards), a page of the memberships list,
// a page of the point history.
const CARD_FIELDS = `id databaseId contributorId name englishName icon currentTier { id title level }
  isCanceled duration totalDuration serialNumber membershipNumber issuedAt`;
const HOME = `query Home { listenerProfile { id databaseId name }
  subscriptionMembershipsConnection(first: 20) { pageInfo { hasNextPage endCursor } nodes { ${CARD_FIELDS} } } }`;
const CARDS = `query Cards { subscriptionMembershipsConnection(first: 20) {
  pageInfo { hasNextPage endCursor } nodes { ${CARD_FIELDS} } } }`;
const MEMBERSHIPS = `query Memberships { subscribedVTubersConnection(publicAccount: false, first: 20) {
  pageInfo { hasNextPage endCursor } nodes { id databaseId name icon subscription tierTitle willBeCanceled
  willBeExpiredSoon currentPeriodExpiresDate } } }`;
const CANDIDATES = `query Candidates { membershipCandidatesConnection(first: 20) {
  pageInfo { hasNextPage endCursor } nodes { id databaseId name icon } } }`;
// The points screen (apps/web PointsPage): balances and packages in one request.
const POINTS = `query PointsPage { tierTypesConnection { nodes { id databaseId key unit couponType balance
  freeBalance paidBalance tiersConnection { nodes { id databaseId image amount unit webPrice } } } } }`;
const history = (
  /** @type {number} */ tierTypeId,
) => `query History { transactionsConnection(tierTypeId: ${tierTypeId}, first: 10) {
  pageInfo { hasNextPage endCursor } nodes { name amount occurredAt } } }`;

/**
 * One POST over a kept-alive connection of `agent`: the status and the body.
 * @param {http.Agent} agent
 * @param {string} url
 * @param {Record<string, string> | undefined} headers
 * @param {string} body
 * @returns {Promise<{ status: number | undefined, text: string }>}
 */
function post(agent, url, headers, body) {
  return new Promise((resolvePost, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers, timeout: 10_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolvePost({ status: res.statusCode, text }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * `conns` connections (node:http keep-alive, lighter than fetch, so the load generator is not what
 * is measured) each sending the same request for `ms` (`body`, or a new one from `body()` each
 * time; `headers`, or one of a list per connection): throughput and latencies of answers without errors, and the errors and timeouts (10 s).
 * @param {string} url
 * @param {Record<string, string> | Record<string, string>[] | undefined} headers
 * @param {string | (() => string)} body
 * @param {number} conns
 * @param {number} ms
 */
async function load(url, headers, body, conns, ms) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: conns });
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  let timeouts = 0;
  const started = performance.now();
  const end = started + ms;
  await Promise.all(
    Array.from({ length: conns }, async (_, connection) => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          const res = await post(
            agent,
            url,
            Array.isArray(headers) ? headers[connection % headers.length] : headers,
            typeof body === 'function' ? body() : body,
          );
          if (res.status !== 200 || res.text.includes('"errors"')) errors++;
          else latencies.push(performance.now() - t);
        } catch (error) {
          if (/** @type {Error} */ (error)?.name === 'TimeoutError') timeouts++;
          else errors++;
        }
      }
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (/** @type {number} */ p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { rps: latencies.length / seconds, p50: pct(50), p99: pct(99), errors, timeouts };
}

/** @param {number[]} values */
const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ i) => /** @type {number} */ (s[i]);
  return s.length % 2 ? at((s.length - 1) / 2) : (at(s.length / 2 - 1) + at(s.length / 2)) / 2;
};
/** @param {number | undefined} n */
const fmt = (n, d = 1) => (n !== undefined && Number.isFinite(n) ? n.toFixed(d) : '-');

// ---- the run ----------------------------------------------------------------------------------

/** @type {ReturnType<typeof judgeBaseline> | undefined} */
let verdict;
const database = await createServerDatabase(serverUrl, 'fan_bench');
try {
  console.log(`API under test: ${apiRoot}`);
  await startEmulator();
  start('stripe', tsx, ['packages/stripe-sandbox/src/cli.ts'], {
    STRIPE_SANDBOX_PORT: String(ports.stripe),
    STRIPE_SECRET_KEY: 'sk_test_sandbox',
    STRIPE_WEBHOOK_URL: `http://127.0.0.1:${ports.pg}/webhooks/stripe`,
    STRIPE_WEBHOOK_SECRET: 'whsec_sandbox',
    STRIPE_SANDBOX_DATA_FILE: join(tmp, 'stripe-sandbox.json'),
  });
  await Promise.all([startBare(), waitFor('Stripe sandbox', `http://127.0.0.1:${ports.stripe}/v3/`)]);
  await startApi('api-pg', ports.pg, { DATABASE_URL: database.url });
  for (const v of variants) {
    console.log(`Variant ${v.name}: ${v.root}`);
    await startApi(`api-${v.name}`, v.port, { DATABASE_URL: database.url }, v.root);
  }
  // One after the other: both seed the same demo identity in the emulator.
  if (!skip.has('pglite')) await startApi('api-pglite', ports.lite, { PGLITE_DIR: join(tmp, 'pglite') });

  const demo = (await idToken('demo@example.com', 'demo1234')).idToken;
  const tierTypeId = (await gql(ports.pg, demo, '{ tierTypesConnection { nodes { databaseId } } }'))
    .tierTypesConnection.nodes[0].databaseId;
  const request = (/** @type {string} */ query) => JSON.stringify({ query });
  let unique = 0;
  /**
   * @typedef {{ name: string, url: string, body: string | (() => string), fans?: boolean,
   *   headers?: Record<string, string> | Record<string, string>[] }} Target
   */
  /** @type {Target[]} */
  const targets = [
    {
      name: 'bare yoga { hello }',
      url: `http://127.0.0.1:${ports.bare}/graphql`,
      body: request('{ hello }'),
    },
    // The API's floor: HTTP, plugins and schema without any field work, then signed in (token,
    // gate, the listener row) with the smallest field.
    { name: 'API { __typename }', url: apiUrl(ports.pg), body: request('{ __typename }') },
    { name: 'profile only', url: apiUrl(ports.pg), body: request('{ listenerProfile { id } }') },
    { name: 'home (profile + cards)', url: apiUrl(ports.pg), body: request(HOME) },
    // The same, each connection signed in as its own fan (FANS fans, two free memberships each), so
    // the listener rows read together are different rows.
    { name: 'home, a fan per connection', url: apiUrl(ports.pg), body: request(HOME), fans: true },
    // The same query as a new document every time (a comment makes the text unique): what a client
    // that defeats the parse cache and the JIT's compiled documents costs (decision 024).
    { name: 'home, new text each time', url: apiUrl(ports.pg), body: () => request(`${HOME} #${++unique}`) },
    { name: 'memberships page (20)', url: apiUrl(ports.pg), body: request(MEMBERSHIPS) },
    { name: 'point history page (10)', url: apiUrl(ports.pg), body: request(history(tierTypeId)) },
    { name: 'points page', url: apiUrl(ports.pg), body: request(POINTS) },
  ];
  const only = (env.ONLY ?? '').split(',').filter(Boolean);
  if (only.length)
    targets.splice(
      1,
      targets.length,
      ...targets.slice(1).filter((t) => only.some((o) => t.name.includes(o))),
    );
  for (const t of targets)
    t.headers = t.url.includes(`:${ports.bare}/`) ? { 'content-type': 'application/json' } : headersFor(demo);
  if (!skip.has('throughput') && targets.some((t) => t.fans)) {
    const creators = (
      await gql(ports.pg, demo, '{ membershipCandidatesConnection(first: 2) { nodes { databaseId } } }')
    ).membershipCandidatesConnection.nodes.map((/** @type {{ databaseId: number }} */ n) => n.databaseId);
    /** @type {Record<string, string>[]} */
    const fans = [];
    for (let i = 0; i < Number(env.FANS ?? connections); i += 10)
      fans.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, async () => {
            const fan = await newFan(ports.pg);
            for (const c of creators)
              await gql(
                ports.pg,
                fan.token,
                'mutation($c: Int!) { createFreeSubscription(contributorId: $c) { databaseId } }',
                { c },
              );
            return headersFor(fan.token);
          }),
        )),
      );
    for (const t of targets.filter((t) => t.fans)) t.headers = fans;
  }
  // Each variant's copy of a target runs right after it, in the same rounds.
  for (let i = targets.length - 1; i > 0; i--) {
    const t = /** @type {Target} */ (targets[i]);
    targets.splice(
      i + 1,
      0,
      ...variants.map((v) => ({ ...t, name: `${t.name} [${v.name}]`, url: apiUrl(v.port) })),
    );
  }

  if (!skip.has('throughput')) {
    console.log(
      `\n1. Throughput on PostgreSQL: ${rounds} interleaved rounds of ${duration / 1000} s, ${connections} connections`,
    );
    for (const t of targets) await load(t.url, t.headers, t.body, 10, 1000); // warm up
    /** @type {Map<string, Awaited<ReturnType<typeof load>>[]>} */
    const results = new Map(targets.map((t) => [t.name, []]));
    const resultsOf = (/** @type {Target} */ t) => results.get(t.name) ?? [];
    for (let round = 1; round <= rounds; round++)
      for (const t of targets) resultsOf(t).push(await load(t.url, t.headers, t.body, connections, duration));
    const bareRps = median(resultsOf(/** @type {Target} */ (targets[0])).map((r) => r.rps));
    console.log(
      `${'request'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  ratio  errors`,
    );
    for (const t of targets) {
      const rs = resultsOf(t);
      const rps = median(rs.map((r) => r.rps));
      console.log(
        `${t.name.padEnd(40)} ${fmt(rps).padStart(8)} ${fmt(median(rs.map((r) => r.p50))).padStart(8)} ${fmt(median(rs.map((r) => r.p99))).padStart(8)}  ${fmt(rps / bareRps, 2).padStart(5)}  ${rs.reduce((n, r) => n + r.errors + r.timeouts, 0)}`,
      );
    }
    if (!skip.has('baseline')) {
      const baseline = readBaseline();
      const home = targets.find((t) => t.name === baseline.target);
      verdict = judgeBaseline(baseline, {
        ratio: home && median(resultsOf(home).map((r) => r.rps)) / bareRps,
        connections,
        api: apiRoot,
      });
      console.log(`\n${verdict.line}`);
    }
  }

  if (!skip.has('pglite')) {
    console.log(`\n2. PGlite: home query at ${liteConnections} connections for ${duration / 1000} s`);
    const lite = await load(apiUrl(ports.lite), headersFor(demo), request(HOME), liteConnections, duration);
    console.log(
      `home (PGlite)              ${fmt(lite.rps)} req/s  p50 ${fmt(lite.p50)} ms  p99 ${fmt(lite.p99)} ms  errors ${lite.errors}  timeouts ${lite.timeouts}`,
    );
  }

  if (!skip.has('growth')) {
    // Two figures per page: as served (a repeated page comes from the instance's listener-page
    // cache, decision 021) and read fresh (the fan's membership version is bumped before each
    // request, as any write to their memberships does, so the page's statements run every time).
    console.log('\n3. Growth: one request at a time, median ms per page (first 20): served / read fresh');
    const fan = await newFan(ports.pg);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    /** @type {import('../apps/api/src/db/db.ts').Queryable} */
    const db = { query: async (sql, params) => (await client.query(sql, params)).rows };
    const bump = () =>
      db.query(
        `INSERT INTO listener_membership_versions (listener_id, version) VALUES ($1, 1)
         ON CONFLICT (listener_id) DO UPDATE SET version = listener_membership_versions.version + 1`,
        [fan.listenerId],
      );
    const pages = { 'member cards': CARDS, memberships: MEMBERSHIPS, candidates: CANDIDATES };
    /** @type {Record<string, Record<string, [served: number, fresh: number][]>>} */
    const figures = {};
    const apis = [
      { name: '', label: '', port: ports.pg },
      ...variants.map((v) => ({ ...v, label: ` [${v.name}]` })),
    ];
    let have = 0;
    const width = 20;
    console.log(
      `${'memberships & creators'.padEnd(24)} ${Object.keys(pages)
        .map((p) => p.padStart(width))
        .join('')}`,
    );
    /** @param {string} query @param {boolean} fresh @param {number} port */
    async function timed(query, fresh, port) {
      /** @type {number[]} */
      const times = [];
      const until = Date.now() + 20_000;
      // Warm up (the first size would otherwise also pay for the JIT and pool).
      for (let i = 0; i < 10; i++) await gql(port, fan.token, query);
      while (times.length < 20 && (times.length < 3 || Date.now() < until)) {
        if (fresh) await bump();
        const t = performance.now();
        await gql(port, fan.token, query);
        times.push(performance.now() - t);
      }
      return median(times);
    }
    for (const size of sizes) {
      const ids = await seedBulkCreators(db, 'demo', `growth${size}`, size - have);
      await seedBulkMemberships(db, {
        projectId: 'demo',
        listenerId: fan.listenerId,
        contributorIds: ids,
        newest: new Date(Date.now() - have * 60_000),
      });
      have = size;
      await db.query('ANALYZE');
      for (const api of apis) {
        const row = [];
        for (const [name, query] of Object.entries(pages)) {
          const served = await timed(query, false, api.port);
          const fresh = await timed(query, true, api.port);
          ((figures[api.name] ??= {})[name] ??= []).push([served, fresh]);
          row.push(`${fmt(served)} / ${fmt(fresh)}`.padStart(width));
        }
        console.log(`${`${size}${api.label}`.padEnd(24)} ${row.join('')}`);
      }
    }
    for (const api of apis)
      console.log(
        `${`${sizes.at(-1)} / ${sizes[0]}${api.label}`.padEnd(24)} ${Object.values(figures[api.name] ?? {})
          .map((f) => {
            const [first, last] = /** @type {[[number, number], [number, number]]} */ ([f[0], f.at(-1)]);
            return `${fmt(last[0] / first[0], 2)}x / ${fmt(last[1] / first[1], 2)}x`.padStart(width);
          })
          .join('')}`,
      );
    await client.end();
  }
  if (!skip.has('purchase')) {
    const concurrency = Number(env.PURCHASE_CONCURRENCY ?? 8);
    console.log(`\n4. Card purchases on PostgreSQL: ${concurrency} fans for ${duration / 1000} s`);
    const stripe = new Stripe('sk_test_sandbox', { host: '127.0.0.1', port: ports.stripe, protocol: 'http' });
    const priceId = (
      await gql(
        ports.pg,
        demo,
        `query($t: Int!) { tiersConnection(tierTypeId: $t) { nodes { paymentStructuresConnection { nodes { konbini stripePriceId } } } } }`,
        { t: tierTypeId },
      )
    ).tiersConnection.nodes[0].paymentStructuresConnection.nodes.find(
      (/** @type {{ konbini: boolean }} */ p) => !p.konbini,
    ).stripePriceId;
    const fans = await Promise.all(Array.from({ length: concurrency }, () => fanWithCard(stripe)));
    /** @type {number[]} */
    const latencies = [];
    const started = performance.now();
    await Promise.all(
      fans.map(async (fan) => {
        while (performance.now() < started + duration) {
          const t = performance.now();
          // Every purchase is a new tap: a fresh idempotency key, so each one really charges.
          const result = await gql(
            ports.pg,
            fan.token,
            'mutation($p: [String!]!, $k: String) { managePaymentV2(prices: $p, paymentType: one_time_payment, idempotencyKey: $k) { status } }',
            { p: [priceId], k: crypto.randomUUID() },
          );
          if (result.managePaymentV2.status !== 'succeeded') throw new Error(result.managePaymentV2.status);
          latencies.push(performance.now() - t);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `managePaymentV2 one_time_payment  ${fmt(latencies.length / seconds)} req/s  p50 ${fmt(latencies[Math.floor(latencies.length / 2)])} ms  p99 ${fmt(latencies[Math.floor(latencies.length * 0.99)])} ms`,
    );
  }
} finally {
  await stopAll();
  await database.drop().catch((error) => console.error(`drop failed: ${error.message}`));
  rmSync(tmp, { recursive: true, force: true });
}
// Last, so a long run's regression is the line it ends with.
if (verdict?.failed) {
  console.error(`\nbench:api failed: ${verdict.line}`);
  process.exitCode = 1;
}
