import { connect, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config/config';
import { openPostgres, type Db } from '../src/db/db';
import { isConnectionError } from '../src/db/connection-errors';
import { migrate } from '../src/db/migrate';
import { createIdentityVerifier } from '../src/integrations/firebase/verify-id-token';
import { createStripeClient } from '../src/integrations/stripe/stripe-client';
import { setLogSink } from '../src/lib/logger';
import { setUpProject } from '../src/ops/setup/set-up-project';
import type { Services } from '../src/services';
import { startApiProcess } from './support/api-process';
import { factories, opsContextFor } from './support/factories';
import { graphqlPost, operation } from './support/graphql-post';
import { idTokenFor, SIGN_IN, signInInput, testServicesEnv, type createHarness } from './support/harness';
import { createServerDatabase } from './support/test-db';

// The database connection is lost under the API (a pgbouncer restart, a failover, a backend
// terminated, a network blip): the process stays up, what the loss touched fails with
// SERVICE_UNAVAILABLE (retryable), /readyz says 503 while the database is out of reach, and the next
// request is served on a new connection. PostgreSQL only (PGlite runs in the process: nothing to lose).
const serverUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

describe('a lost database connection', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let db: Db;
  let admin: pg.Client;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  let restoreLog = () => undefined as void;

  beforeAll(async () => {
    if (!serverUrl) return;
    database = await createServerDatabase(serverUrl, 'fan_connloss');
    db = await openPostgres(database.url);
    await migrate(db);
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    process.on('uncaughtException', onUncaught);
    restoreLog = setLogSink(() => undefined); // the pool's warnings, expected here
  });
  afterAll(async () => {
    if (!serverUrl) return;
    process.off('uncaughtException', onUncaught);
    restoreLog();
    await admin?.end();
    await db?.close();
    await database?.drop();
  });

  const backendGone = (pid: number) =>
    waitFor(`backend ${pid} to end`, async () => {
      const { rows } = await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
      return rows.length === 0;
    });
  const pidOf = async (tx: { query: Db['query'] }) =>
    (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]!.pid;

  it.skipIf(!serverUrl)(
    'fails a transaction whose connection is terminated between two statements, and serves the next',
    async () => {
      let killed = 0;
      const failure = await db
        .transaction(async (tx) => {
          killed = await pidOf(tx);
          await admin.query('SELECT pg_terminate_backend($1)', [killed]);
          await backendGone(killed);
          await sleep(100); // the server's goodbye reaches the idle, checked-out client
          await tx.query('SELECT 1');
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isConnectionError(failure)).toBe(true);
      expect(uncaught).toEqual([]);
      // A new connection for the next transaction and the next statement.
      const next = await db.transaction((tx) => pidOf(tx));
      expect(next).not.toBe(killed);
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    },
  );

  it.skipIf(!serverUrl)(
    'fails a transaction whose connection is terminated during a statement, and serves the next',
    async () => {
      let killed = 0;
      const running = db.transaction(async (tx) => {
        killed = await pidOf(tx);
        await tx.query('SELECT pg_sleep(30)');
      });
      const failure = running.then(
        () => null,
        (error: unknown) => error,
      );
      await waitFor('the sleeping statement', async () => {
        if (!killed) return false;
        const { rows } = await admin.query(
          `SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND query LIKE 'SELECT pg_sleep%'`,
          [killed],
        );
        return rows.length > 0;
      });
      await admin.query('SELECT pg_terminate_backend($1)', [killed]);
      expect(isConnectionError(await failure)).toBe(true);
      await sleep(100);
      expect(uncaught).toEqual([]);
      // Every client of the pool (10) in turn: none is the broken one.
      const pids = await Promise.all(Array.from({ length: 12 }, () => db.transaction((tx) => pidOf(tx))));
      expect(pids).not.toContain(killed);
    },
  );

  describe('the API process', () => {
    let api: Awaited<ReturnType<typeof startApiProcess>>;
    let proxy: Awaited<ReturnType<typeof tcpProxy>>;
    let services: Services;
    let token: string;
    let listenerId: number;
    let code: string;
    const authHost = inject('authEmulatorHost');

    beforeAll(async () => {
      if (!serverUrl) return;
      const env = testServicesEnv(authHost, inject('stripeSandboxPort'));
      const config = loadConfig({ NODE_ENV: 'test', ...env });
      services = {
        config,
        db,
        stripe: createStripeClient(config),
        identity: createIdentityVerifier(config),
        now: () => new Date(),
      };
      await setUpProject(opsContextFor(services), { name: 'デモ' });
      const make = factories({ db, services } as unknown as Awaited<ReturnType<typeof createHarness>>);
      code = (await make.promotionCode({ amount: 50 })).code;

      // The API reaches PostgreSQL through a proxy the test can cut, as a network blip would.
      const target = new URL(database.url);
      proxy = await tcpProxy(target.hostname, Number(target.port || 5432));
      const through = new URL(database.url);
      through.host = `127.0.0.1:${proxy.port}`;
      api = await startApiProcess({
        DATABASE_URL: through.toString(),
        ...env,
        SEED_DEMO: 'false',
        RECONCILE_INTERVAL_SECONDS: '0',
        LOG_LEVEL: 'warn',
      });

      const email = `connloss-${crypto.randomUUID().slice(0, 12)}@example.com`;
      await services.identity.auth.createUser({ email, password: 'secret123', emailVerified: true });
      token = await idTokenFor(authHost, email, 'secret123');
      const signedIn = await gql(SIGN_IN, { input: signInInput(email) });
      listenerId = signedIn.data.signInV2.listenerProfile.databaseId;
      await gql('mutation { approveLatestTermsAndConditions { version } }');
    });
    afterAll(async () => {
      if (!serverUrl) return;
      await api?.stop();
      await proxy?.close();
      await services?.identity.close();
    });

    const gql = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(
        `${api.url}/api/v2/graphql`,
        graphqlPost(token, operation(query, variables)),
      );
      return { status: response.status, ...((await response.json()) as { data: any; errors?: any[] }) };
    };
    const REDEEM = `mutation($code: String!) { redeemCoupon(type: "point", code: $code) { coupon { amount } } }`;
    const alive = () =>
      Promise.race([api.exited.then(() => false), sleep(200).then(() => true)]).then(
        async (up) => up && (await fetch(`${api.url}/healthz`)).ok,
      );
    const ready = async () => (await fetch(`${api.url}/readyz`)).status;

    it.skipIf(!serverUrl)(
      'answers SERVICE_UNAVAILABLE (retryable) when a transaction’s backend is terminated, stays up, and serves the same request next',
      async () => {
        // Hold the lock the redemption's first transaction takes (runOnce's, per listener), so its
        // backend waits inside the transaction until we terminate it.
        const holder = new pg.Client({ connectionString: database.url });
        await holder.connect();
        await holder.query('BEGIN');
        await holder.query('SELECT pg_advisory_xact_lock(727002, $1)', [listenerId]);
        const answer = gql(REDEEM, { code });
        const holderPid = (await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!
          .pid;
        const blocked = await waitFor('the transaction to wait for the lock', async () => {
          const { rows } = await admin.query<{ pid: number }>(
            `SELECT pid FROM pg_stat_activity
              WHERE datname = $1 AND pid <> $2 AND wait_event_type = 'Lock'
                AND query LIKE '%pg_advisory_xact_lock%'`,
            [new URL(database.url).pathname.slice(1), holderPid],
          );
          return rows[0]?.pid;
        });
        await admin.query('SELECT pg_terminate_backend($1)', [blocked]);
        const lost = await answer;
        await holder.query('ROLLBACK');
        await holder.end();

        expect(lost.status).toBe(200);
        expect(lost.errors).toHaveLength(1);
        expect(lost.errors![0]).toMatchObject({
          message: 'ただいま混み合っています。しばらくしてから再度お試しください。',
          extensions: { code: 'SERVICE_UNAVAILABLE', retryable: true },
        });
        expect(await alive()).toBe(true);
        // The same tap again: served, on a new connection.
        const again = await gql(REDEEM, { code });
        expect(again.errors).toBeUndefined();
        expect(again.data.redeemCoupon.coupon.amount).toBe(50);
        expect(api.output.join('')).not.toMatch(/Uncaught|uncaughtException|Unhandled/i);
      },
    );

    it.skipIf(!serverUrl)(
      'while the database is cut off: 503 on /readyz, SERVICE_UNAVAILABLE on requests; 200 and served once it is back',
      async () => {
        expect(await ready()).toBe(200);
        await proxy.cut(); // every open connection reset, new ones refused
        const during = await gql('{ listenerProfile { databaseId } }');
        expect(during.errors?.[0]?.extensions).toMatchObject({
          code: 'SERVICE_UNAVAILABLE',
          retryable: true,
        });
        const redeem = await gql(REDEEM, { code: 'NOSUCHCODE' });
        expect(redeem.errors?.[0]?.extensions).toMatchObject({
          code: 'SERVICE_UNAVAILABLE',
          retryable: true,
        });
        // /readyz answers from a check at most 1 s old (decision 030).
        await waitFor('/readyz 503', async () => (await ready()) === 503, 3000);
        expect(await alive()).toBe(true);

        await proxy.open();
        await waitFor('/readyz 200', async () => (await ready()) === 200, 5000);
        const after = await gql('{ listenerProfile { databaseId } }');
        expect(after.errors).toBeUndefined();
        expect(after.data.listenerProfile.databaseId).toBe(listenerId);
        expect(await alive()).toBe(true);
      },
    );

    it.skipIf(!serverUrl)(
      'while the database hangs (connections accepted, never answered): /readyz 503 within seconds; 200 once it answers',
      async () => {
        expect(await ready()).toBe(200);
        proxy.hang();
        const t = Date.now();
        // At most 1 s of the last check's answer (decision 030), then a check given up after 2 s.
        await waitFor('/readyz 503', async () => (await ready()) === 503, 5000);
        expect(Date.now() - t).toBeLessThan(5000);
        expect(await alive()).toBe(true);
        await proxy.open();
        await waitFor('/readyz 200', async () => (await ready()) === 200, 5000);
        const after = await gql('{ listenerProfile { databaseId } }');
        expect(after.errors).toBeUndefined();
      },
    );
  });
});

/**
 * A TCP proxy to host:port that can be cut (open connections reset, new ones refused), made to hang
 * (open connections reset, new ones accepted and never answered: a black-holed network) and reopened.
 */
async function tcpProxy(host: string, targetPort: number) {
  const sockets = new Set<Socket>();
  let hanging = false;
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('error', () => undefined);
    client.on('close', () => sockets.delete(client));
    if (hanging) return;
    const upstream = connect(targetPort, host);
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  let port = 0;
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const resetAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
  };
  await listen();
  port = (server.address() as { port: number }).port;
  return {
    port,
    async cut() {
      hanging = false;
      const closed = new Promise((r) => server.close(r));
      resetAll();
      await closed;
    },
    hang() {
      hanging = true;
      resetAll();
    },
    async open() {
      if (hanging) {
        hanging = false;
        resetAll(); // the connections left hanging: their clients see a reset and reconnect
      } else await listen();
    },
    async close() {
      hanging = false;
      resetAll();
      if (server.listening) await new Promise((r) => server.close(r));
    },
  };
}
