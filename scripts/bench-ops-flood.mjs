#!/usr/bin/env node
// `node scripts/bench-ops-flood.mjs`: what 100 anonymous 512 KB posts to /ops/graphql cost the fans
// (issue 43 item 2, docs/decisions/052-edge-routing.md). Two APIs side by side, each its own process on
// its own PGlite: this checkout, and a BEFORE checkout (BEFORE_ROOT, e.g. a `git worktree add --detach`
// of the commit before the change, its node_modules linked). Each round, for each API in alternating
// order: a fans' probe (a cheap fans' query, `{ __typename }`, PROBE_CONCURRENCY at a time) runs
// alone for QUIET_MS, then while FLOOD posts of 512 KB without a bearer token go to /ops/graphql
// (FLOOD_CONCURRENCY at a time; at least QUIET_MS too); the probe's p50/p99 of each phase. Rate
// limits off (the parse came before or after the budget alike), PGlite, no Auth Emulator or Stripe
// (an anonymous call reaches neither). Figures: the median over ROUNDS.
// A benchmark, not a test: it prints figures and asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const env = process.env;
const here = resolve(import.meta.dirname, '..');
const before = env.BEFORE_ROOT ? resolve(env.BEFORE_ROOT) : null;
const rounds = Number(env.ROUNDS ?? 3);
const flood = Number(env.FLOOD ?? 100);
const floodConcurrency = Number(env.FLOOD_CONCURRENCY ?? 10);
const probeConcurrency = Number(env.PROBE_CONCURRENCY ?? 2);
const quietMs = Number(env.QUIET_MS ?? 3000);
// FLOOD_TOKEN: the flood's posts carry `Authorization: Bearer <it>` (a token that is not one: an
// unauthenticated caller, whose body may be the operators' 512 KB); unset, none (anonymous).
const floodToken = env.FLOOD_TOKEN ?? null;
const tmp = mkdtempSync(join(tmpdir(), 'bench-ops-flood-'));

/** A body of 512 KB (the operators' limit): a document of many small tokens, what a parser spends most on. */
const bigBody = (() => {
  const shell = (/** @type {number} */ n) =>
    JSON.stringify({ query: `query { me { uid } ${'a '.repeat(n)}}` });
  const n = Math.floor((512 * 1024 - shell(0).length) / 2);
  return Buffer.from(shell(n));
})();
const PROBE = JSON.stringify({ query: '{ __typename }' });

const freePort = () =>
  new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => done(port));
    });
  });

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @param {string} name @param {string} root */
async function startApi(name, root) {
  const port = await freePort();
  const adminPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'development',
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      ADMIN_LISTEN: `127.0.0.1:${adminPort}`,
      PGLITE_DIR: join(tmp, name),
      SEED_DEMO: 'false',
      // Never reached: an anonymous call is refused before the identity service, the probe needs none.
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '9',
      STRIPE_API_PROTOCOL: 'http',
      RATE_LIMITS: 'off',
      RECONCILE_INTERVAL_SECONDS: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 120_000; ;) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > until) throw new Error(`${name}: the API did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return { name, port };
}

/**
 * @param {number} port @param {string} path @param {Buffer | string} body
 * @param {Agent | undefined} agent @param {string | null} [token]
 * @returns {Promise<number>} the status, 0 on a dropped connection
 */
function post(port, path, body, agent, token = null) {
  return new Promise((done) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'x-project-id': 'demo',
          'content-length': Buffer.byteLength(body),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', () => done(0));
      },
    );
    req.on('error', () => done(0));
    req.end(body);
  });
}

const quantile = (/** @type {number[]} */ xs, /** @type {number} */ q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

/**
 * The probe's latencies while `during` runs (or for `ms` when none).
 * @param {number} port @param {(() => Promise<void>) | null} during @param {number} [ms]
 */
async function probe(port, during, ms = quietMs) {
  const agent = new Agent({ keepAlive: true, maxSockets: probeConcurrency });
  const samples = /** @type {number[]} */ ([]);
  let running = true;
  const loops = Array.from({ length: probeConcurrency }, async () => {
    while (running) {
      const t = performance.now();
      await post(port, '/api/v2/graphql', PROBE, agent);
      samples.push(performance.now() - t);
    }
  });
  const started = performance.now();
  // At least `ms` either way, so a flood refused in milliseconds is not judged on a handful of probes.
  await Promise.all([during?.(), new Promise((r) => setTimeout(r, ms))]);
  const elapsed = performance.now() - started;
  running = false;
  await Promise.all(loops);
  agent.destroy();
  return { p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), n: samples.length, elapsed };
}

/** FLOOD anonymous 512 KB posts to /ops/graphql, FLOOD_CONCURRENCY at a time; their statuses. @param {number} port */
async function floodOps(port) {
  const statuses = /** @type {Record<string, number>} */ ({});
  let next = 0;
  await Promise.all(
    Array.from({ length: floodConcurrency }, async () => {
      while (next++ < flood) {
        const status = await post(port, '/ops/graphql', bigBody, undefined, floodToken);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

async function main() {
  const apis = [await startApi('after', here)];
  if (before) apis.unshift(await startApi('before', before));
  else console.log('(BEFORE_ROOT unset: this checkout only)');
  console.log(
    `${apis.length} APIs up; ${rounds} rounds (plus a warm-up), each: ${quietMs} ms quiet, then ${flood} ${floodToken ? 'wrong-token' : 'anonymous'} posts of ${bigBody.length} bytes to /ops/graphql, ${floodConcurrency} at a time; the fans' probe { __typename }, ${probeConcurrency} at a time`,
  );
  /** @type {Record<string, { quiet: number[]; flood: number[]; floodP50: number[]; seconds: number[]; statuses: string }>} */
  const figures = {};
  for (const api of apis)
    figures[api.name] = { quiet: [], flood: [], floodP50: [], seconds: [], statuses: '' };
  for (let round = 0; round <= rounds; round++) {
    const order = round % 2 ? [...apis].reverse() : apis;
    for (const api of order) {
      const quiet = await probe(api.port, null);
      let statuses = {};
      const loud = await probe(api.port, async () => {
        statuses = await floodOps(api.port);
      });
      const line = `round ${round}${round ? '' : ' (warm-up)'} ${api.name}: quiet p50 ${quiet.p50.toFixed(1)} p99 ${quiet.p99.toFixed(1)} ms; flood p50 ${loud.p50.toFixed(1)} p99 ${loud.p99.toFixed(1)} ms over ${(loud.elapsed / 1000).toFixed(1)} s (${loud.n} probes; ops answers ${JSON.stringify(statuses)})`;
      console.log(line);
      if (round === 0) continue;
      const f = figures[api.name];
      if (!f) continue;
      f.quiet.push(quiet.p99);
      f.flood.push(loud.p99);
      f.floodP50.push(loud.p50);
      f.seconds.push(loud.elapsed / 1000);
      f.statuses = JSON.stringify(statuses);
    }
  }
  const median = (/** @type {number[]} */ xs) => quantile(xs, 0.5);
  console.log(`\nfans' { __typename } p99 in ms, median of ${rounds} rounds:`);
  for (const [name, f] of Object.entries(figures))
    console.log(
      `  ${name.padEnd(6)} quiet p99 ${median(f.quiet).toFixed(1)}; during the flood p50 ${median(f.floodP50).toFixed(1)}, p99 ${median(f.flood).toFixed(1)}; the flood took ${median(f.seconds).toFixed(1)} s; /ops/graphql answered ${f.statuses}`,
    );
}

try {
  await main();
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(tmp, { recursive: true, force: true });
}
