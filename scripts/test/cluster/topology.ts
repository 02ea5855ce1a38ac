// The production shape started for the cluster test: a PostgreSQL server of its own, Debian's
// pgbouncer in transaction mode and nginx (both from the committed deploy/ templates), the Auth
// Emulator, the Stripe sandbox delivering every webhook twice to nginx, and three compiled API
// instances (apps/api/dist).
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { render } from '../../../deploy/render.mjs';
import { authEmulatorEnv, writeAuthEmulatorConfig } from '../../lib/auth-emulator-config.mjs';
import { postgresBinaries, startOwnPostgres } from '../../lib/own-postgres.mjs';
import { freePort, freeTriple, Processes, settle, sleep, type Child } from './processes.ts';

export const root = resolve(import.meta.dirname, '../../..');
export const ADMIN_TOKEN = 'cluster-admin-token-0123456789';
export const SECRET = 'sk_test_cluster';
export const WEBHOOK_SECRET = 'whsec_cluster';
/** The test's own connections carry this name, so step 7's backend terminations spare them. */
export const SCRIPT_APP = 'fan-cluster-script';
/** The fans' host and the console's: both nginx `server`s on one address, told apart by the name. */
export const FAN_HOST = 'fans.cluster.test';
export const CONSOLE_HOST = 'console.cluster.test';

const started = Date.now();
export const log = (line: string) =>
  console.log(`[cluster ${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/**
 * Starts everything. `onCleanup` receives, before anything starts, what ends it all (also after a
 * failed start); given `passed`, it removes the temporary folder, else it prints where the logs are.
 */
export async function startCluster(
  onCleanup: (cleanup: (passed: boolean) => Promise<void>) => void,
  options: {
    /** More settings for the sandbox (bench:spike: SANDBOX_RATE_LIMIT). */
    sandboxEnv?: Record<string, string>;
    /** More settings for the instances, read at each (re)start: bench:spike changes them between phases. */
    apiEnv?: Record<string, string>;
  } = {},
) {
  for (const need of ['apps/api/dist/main.js', 'apps/web/dist/index.html', 'apps/console/dist/index.html'])
    if (!existsSync(resolve(root, need))) throw new Error(`${need} is missing: run npm run build first`);
  const tmp = mkdtempSync(join(tmpdir(), 'fan-cluster-'));
  chmodSync(tmp, 0o777); // pgbouncer and nginx workers run as nobody when we are root
  const procs = new Processes(root, tmp);

  // A PostgreSQL server of the cluster's own, so step 7 can restart PostgreSQL itself without touching
  // the machine's; TEST_DATABASE_URL's server only where this machine has no server binaries.
  const ownPostgres = postgresBinaries()
    ? await startOwnPostgres(join(tmp, 'postgres'), await freePort())
    : null;
  const serverUrl =
    ownPostgres?.url ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `fan_cluster_${process.pid}_${randomUUID().slice(0, 6)}`;
  let sql: pg.Pool | null = null;
  onCleanup(async (passed) => {
    try {
      await procs.stopAll();
      await sql?.end().catch(() => undefined);
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
      await again.end();
    } finally {
      ownPostgres?.stop();
      if (passed) rmSync(tmp, { recursive: true, force: true });
      else console.error(`(cluster logs in ${tmp})`);
    }
  });

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const direct = new URL(serverUrl);
  direct.pathname = `/${dbName}`;
  sql = new pg.Pool({ connectionString: direct.toString(), max: 2, application_name: SCRIPT_APP });
  sql.on('error', () => undefined);

  const ports = {
    auth: Number(process.env.AUTH_EMULATOR_PORT ?? 0) || (await freeTriple()),
    stripe: await freePort(),
    pgbouncer: await freePort(),
    nginx3: await freePort(),
    nginx1: await freePort(),
    nginxLimited: await freePort(),
    api: [await freePort(), await freePort(), await freePort()],
    // Each instance's private listener (/admin/*, /metrics: ADMIN_LISTEN).
    admin: [await freePort(), await freePort(), await freePort()],
  };
  const nginx3 = `http://127.0.0.1:${ports.nginx3}`;
  const nginx1 = `http://127.0.0.1:${ports.nginx1}`;

  // The Auth Emulator (slowest to start) and the sandbox, in parallel with the rest.
  const firebaseJson = writeAuthEmulatorConfig(tmp, ports.auth);
  const auth = procs.start(
    'auth',
    resolve(root, 'node_modules/.bin/firebase'),
    ['emulators:start', '--config', firebaseJson, '--only', 'auth', '--project', 'demo-fan-app'],
    authEmulatorEnv(),
  );
  const sandbox = procs.start(
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
      // Stripe's rate limits off: the steps send far more than 25 a second (bench:spike sets them).
      SANDBOX_RATE_LIMIT: 'off',
      ...options.sandboxEnv,
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
    procs.start('pgbouncer', '/usr/sbin/pgbouncer', [
      ...(asRoot ? ['-u', 'nobody'] : []),
      join(tmp, 'pgbouncer.ini'),
    ]);
  let pgbouncer = startPgbouncer();

  // nginx from deploy/nginx.conf twice: the pool of three, and a pool of the first instance only.
  // Rate limits set high: the load steps send thousands of requests from one address.
  const unlimited = {
    RATE_LIMIT_GRAPHQL: '100000r/s',
    RATE_LIMIT_GRAPHQL_BURST: '100000',
    RATE_LIMIT_WEBHOOKS: '100000r/s',
    RATE_LIMIT_WEBHOOKS_BURST: '100000',
    RATE_LIMIT_CONSOLE: '100000r/s',
    RATE_LIMIT_CONSOLE_BURST: '100000',
  };
  const nginxFor = (
    name: string,
    port: number,
    upstreams: number[],
    limits: Record<string, string> = unlimited,
  ) => {
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
        SERVER_NAME: FAN_HOST,
        CONSOLE_SERVER_NAME: CONSOLE_HOST,
        WEB_ROOT: resolve(root, 'apps/web/dist'),
        CONSOLE_ROOT: resolve(root, 'apps/console/dist'),
        API_UPSTREAMS: upstreams.map((p) => `127.0.0.1:${p}`).join(','),
        STRIPE_JS_ORIGIN: `http://127.0.0.1:${ports.stripe}`,
        STRIPE_FRAME_ORIGINS: `http://127.0.0.1:${ports.stripe}`,
        STRIPE_CONNECT_ORIGINS: `http://127.0.0.1:${ports.stripe}`,
        FIREBASE_CONNECT_ORIGINS: `http://127.0.0.1:${ports.auth}`,
        ...limits,
      }),
    );
    return procs.start(name, '/usr/sbin/nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf')]);
  };
  // The console's address allow-list: this machine on it (nginx3), and not (nginx-limited: 403).
  nginxFor('nginx3', ports.nginx3, ports.api, {
    ...unlimited,
    OPS_ALLOWED_ADDRESSES: '127.0.0.1, 203.0.113.0/24',
  });
  nginxFor('nginx1', ports.nginx1, [ports.api[0]!]);
  nginxFor('nginx-limited', ports.nginxLimited, [ports.api[0]!], {
    RATE_LIMIT_GRAPHQL: '2r/s',
    RATE_LIMIT_GRAPHQL_BURST: '3',
    OPS_ALLOWED_ADDRESSES: '203.0.113.0/24, 2001:db8::/32',
  });

  // `npm run start:prod` with development settings (step 0 checks that it refuses them).
  const startProdRefusal = new Promise<{ code: number | null; output: string }>((done) => {
    const out: Buffer[] = [];
    const prod = spawn('npm', ['run', '--silent', 'start:prod'], {
      cwd: root,
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1', API_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prod.stdout.on('data', (d: Buffer) => out.push(d));
    prod.stderr.on('data', (d: Buffer) => out.push(d));
    prod.once('exit', (code) => done({ code, output: Buffer.concat(out).toString() }));
  });

  await procs.waitUp('stripe', `http://127.0.0.1:${ports.stripe}/v3/`, sandbox);
  await procs.waitUp('auth', `http://127.0.0.1:${ports.auth}/`, auth);
  if (pgbouncer.exitCode !== null) throw new Error(`pgbouncer exited:\n${procs.logOf('pgbouncer')}`);
  log(`auth emulator, sandbox, pgbouncer and nginx up (logs: ${tmp})`);
  const refused = await startProdRefusal;

  // Three instances started together on the empty database (step 1 checks the migrations).
  const pooled = `postgres://postgres@127.0.0.1:${ports.pgbouncer}/${dbName}`;
  const apiEnv = (i: number) => ({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    API_HOST: '127.0.0.1',
    API_PORT: String(ports.api[i]),
    ADMIN_LISTEN: `127.0.0.1:${ports.admin[i]}`,
    // What nginx sends as Host (its server names), and this machine's address for the test's own
    // requests straight to an instance.
    ALLOWED_HOSTS: `${FAN_HOST},${CONSOLE_HOST},127.0.0.1`,
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
    // No shared Stripe budget while the sandbox has no limit (decision 055).
    STRIPE_RATE_LIMIT: '0',
    ...options.apiEnv,
  });
  const startApi = (i: number) =>
    procs.start(
      `api${i + 1}`,
      process.execPath,
      ['--enable-source-maps', 'apps/api/dist/main.js'],
      apiEnv(i),
    );
  const apiUrl = (i: number) => `http://127.0.0.1:${ports.api[i]}`;
  const adminUrl = (i: number) => `http://127.0.0.1:${ports.admin[i]}`;
  const apis: Child[] = ports.api.map((_, i) => startApi(i));
  await Promise.all(apis.map((child, i) => procs.waitUp(`api${i + 1}`, `${apiUrl(i)}/readyz`, child)));
  // Webhooks of the first instance's seed reach nginx before the others listen: refused, nginx marks
  // every upstream down for fail_timeout (10 s). The run starts once both proxies route again.
  await Promise.all([nginx1, nginx3].map(routesAgain));

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

  return {
    tmp,
    procs,
    ports,
    nginx1,
    nginx3,
    dbName,
    serverUrl,
    ownPostgres,
    sql,
    refused,
    apis,
    apiUrl,
    adminUrl,
    /** Instances still running. */
    alive: () => apis.filter((c) => c.exitCode === null && c.signalCode === null).length,
    readyz: (i: number) =>
      fetch(`${apiUrl(i)}/readyz`, { signal: AbortSignal.timeout(5000) }).then(
        (r) => r.status,
        () => -1,
      ),
    /** A supervisor restarts a dead instance (systemd Restart=always): so does this. */
    async ensureUp(why: string) {
      let restarted = 0;
      for (const [i, child] of apis.entries()) {
        if (child.exitCode === null && child.signalCode === null) continue;
        const t = Date.now();
        apis[i] = startApi(i);
        await procs.waitUp(`api${i + 1}`, `${apiUrl(i)}/readyz`, apis[i]);
        log(`  api${i + 1} (re)started ${why}: ready in ${Date.now() - t} ms`);
        restarted++;
      }
      // nginx keeps an upstream that failed out of its pool for API_FAIL_TIMEOUT (10 s).
      if (restarted && why !== 'after the kill') await sleep(10_000);
    },
    async stopPgbouncer(signal: NodeJS.Signals) {
      process.kill(pgbouncer.pid, signal);
      const gone = await Promise.race([pgbouncer.exited.then(() => true), sleep(5000).then(() => false)]);
      if (!gone) {
        process.kill(pgbouncer.pid, 'SIGTERM'); // a safe shutdown still waiting: immediate
        await pgbouncer.exited;
      }
    },
    async startPgbouncerAgain() {
      pgbouncer = startPgbouncer();
      if (!(await settle(pgbouncerAnswers, 10_000)))
        throw new Error(`pgbouncer did not come back:\n${procs.logOf('pgbouncer')}`);
    },
    /** Runs a reconcile pass on the first instance (its private listener) and returns its report. */
    async reconcile(): Promise<ReconcileReport> {
      const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
      await fetch(`${adminUrl(0)}/admin/reconcile`, { method: 'POST', headers }).then((r) => r.text());
      return fetch(`${adminUrl(0)}/admin/reconcile`, { headers }).then(
        (r) => r.json() as Promise<ReconcileReport>,
      );
    },
  };
}

export type ReconcileReport = {
  counts: Record<string, number>;
  mismatches: { kind: string; id: string; detail: string }[];
};

/** Waits (up to 30 s) until the proxy at `url` hands a GraphQL request to a live API instance. */
async function routesAgain(url: string): Promise<void> {
  for (const until = Date.now() + 30_000; ;) {
    const status = await fetch(`${url}/api/v2/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
      signal: AbortSignal.timeout(5000),
    }).then(
      (r) => r.status,
      () => 0,
    );
    if (status !== 502 && status !== 503 && status !== 504 && status !== 0) return;
    if (Date.now() > until) throw new Error(`${url} routes to no API instance (last answer ${status})`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
