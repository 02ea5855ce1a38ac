// The production shape, proven together (`npm run test:cluster`; scripts/test/cluster/topology.ts
// starts it): PostgreSQL of its own, pgbouncer in transaction mode, three compiled API instances and
// nginx from deploy/, the Auth Emulator, and the Stripe sandbox delivering every webhook twice to nginx.
//   0. `npm run start:prod` refuses development settings;
//   1. the three instances start together on the empty database: every migration applied once;
//   2. identical purchases (one idempotency key) sent in parallel to all three: one charge, one credit;
//   3. one konbini payment's webhook, delivered twice by the sandbox and replayed to every instance
//      at once: one credit;
//   4. nginx: hashed assets cached for a year, index.html not cached, client routes fall back to it,
//      security headers, body limit, the client address passed on, the per-address rate limit
//      answering 429 RATE_LIMITED (a third nginx with a low limit; the other two are set high);
//   4b. the console's own host (one address, told apart by name): the console at / and the only route
//      to /ops/graphql, with its own CSP; the fans' host answers 404 for /ops/graphql and /console/; the
//      console's address allow-list lets this machine in on one nginx and answers 403 on another;
//   4c. the edge routes by what it was sent (decision 052): the crafted Host (`x\ops\graphql#`) and raw
//      paths (`..\`, encoded slashes and dots, dot segments) refused 400 through nginx and straight to an
//      instance; /admin/* and /metrics not reachable through nginx, 404 on an instance's public port,
//      served on its private listener (ADMIN_LISTEN);
//   5. throughput through nginx with one and with three instances (printed);
//   6. an instance SIGKILLed during a load run through nginx: only requests in flight at the kill fail,
//      their purchases repeated with the same keys charge and credit once, the reconcile report is clean;
//   7. the database lost under load through nginx (the killed instance restarted first): (a) pgbouncer
//      restarted (safely, SIGINT, then at once, SIGTERM), (b) every PostgreSQL backend of the test
//      database terminated (pg_terminate_backend), (c) pgbouncer stopped for 3 s (/readyz 503
//      meanwhile), (d) PostgreSQL restarted (the cluster's own server). Each time: no instance exits, a
//      request is served or fails with a code (never INTERNAL, never a 5xx from a dead instance), service
//      and /readyz come back within 5 s (figures printed); afterwards the failed purchases, repeated
//      with their keys, charge and credit once and the reconcile report is clean.
// Each step's checks are soft (expect.soft): a failed one is reported and the step goes on, as the
// figures printed after it still tell. Environment: TEST_DATABASE_URL (used only where the machine has
// no PostgreSQL server binaries for a server of its own), AUTH_EMULATOR_PORT (it also takes the next
// two; default: a free triple), CLUSTER_SECONDS (load duration, default 4).
import { createHmac, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { render } from '../../deploy/render.mjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BALANCE, BUY, fansOf, type Fan, type Fans } from './cluster/fans.ts';
import { load, rate, type LoadRecord } from './cluster/load.ts';
import { settle, sleep } from './cluster/processes.ts';
import { atHost, rawAt } from './cluster/hosts.ts';
import {
  ADMIN_TOKEN,
  CONSOLE_HOST,
  FAN_HOST,
  log,
  root,
  SCRIPT_APP,
  startCluster,
  WEBHOOK_SECRET,
  type Cluster,
} from './cluster/topology.ts';

const seconds = Number(process.env.CLUSTER_SECONDS ?? 4);
const durationMs = seconds * 1000;
const RECOVER_MS = 5000;

/** One check: printed as before (ok / FAIL), and a soft assertion. */
const check = (ok: boolean, what: string) => {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  expect.soft(ok, what).toBe(true);
};

let cleanup: ((passed: boolean) => Promise<void>) | undefined;
let ready = false;
let failed = false;
let cluster: Cluster;
let fans: Fans;
let buyer: Fan;
let konbiniFan: Fan;
let workers: Fan[];
/** Steps 6 and 7 buy as these. */
let buyers: Fan[];

describe('cluster: pgbouncer, three compiled API instances, nginx', () => {
  beforeAll(async () => {
    cluster = await startCluster((c) => (cleanup = c));
    fans = await fansOf(cluster);
    const loadFans = await Promise.all(Array.from({ length: 7 }, (_, i) => fans.newFan(i < 5)));
    [buyer, konbiniFan, ...workers] = loadFans as [Fan, Fan, ...Fan[]];
    buyers = loadFans.filter((f) => f !== buyer && f !== konbiniFan).slice(0, 3);
    log(`${loadFans.length} fans signed up through nginx`);
    ready = true;
  });

  beforeEach(({ onTestFailed }) => onTestFailed(() => void (failed = true)));
  // The logs stay (their folder is printed) unless every step passed.
  afterAll(async () => {
    await cleanup?.(ready && !failed);
  });

  it('0. npm run start:prod refuses development settings', () => {
    const { refused } = cluster;
    check(
      refused.code !== 0 &&
        /FIREBASE_AUTH_EMULATOR_HOST must not be set in production/.test(refused.output) &&
        /DATABASE_URL is required in production/.test(refused.output),
      `npm run start:prod (the compiled API, NODE_ENV=production) refuses the emulator and a missing DATABASE_URL (exit ${refused.code})`,
    );
  });

  it('1. three instances start together on the empty database: every migration applied once', async () => {
    const files = readdirSync(resolve(root, 'apps/api/dist/migrations')).filter((f) => f.endsWith('.sql'));
    const appliedBy = cluster.apis.map((_, i) =>
      cluster.procs
        .logOf(`api${i + 1}`)
        .split('\n')
        .filter((l) => l.includes('"migrations applied"'))
        .flatMap((l) => JSON.parse(l).migrations as string[]),
    );
    const appliedAll = appliedBy.flat();
    const recorded = (await cluster.sql.query<{ name: string }>('SELECT name FROM schema_migrations')).rows;
    check(
      appliedAll.length === files.length &&
        new Set(appliedAll).size === files.length &&
        recorded.length === files.length,
      `concurrent start-up: ${files.length} migrations applied once in all (per instance: ${appliedBy.map((a) => a.length).join('/')}), every instance ready`,
    );
  });

  it('2. identical purchases in parallel over the three instances: one charge, one credit', async () => {
    const key = `cluster-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => fans.buy(cluster.apiUrl(i % 3), buyer, key)),
    );
    await settle(async () => (await fans.credits(buyer.listenerId)) >= 1);
    const charged = (await fans.succeededIntents(buyer.customer)).length;
    const credited = await fans.credits(buyer.listenerId);
    const statuses = answers.map(
      (a) => a.body.data?.managePaymentV2?.status ?? a.body.errors?.[0]?.extensions?.code,
    );
    check(
      charged === 1 && credited === 1,
      `9 identical purchases over 3 instances: ${charged} charge, ${credited} credit (answers: ${[...new Set(statuses)].join(', ')})`,
    );
  });

  it("3. one konbini payment's webhook on every instance at once: one credit", async () => {
    const { ports } = cluster;
    const voucher = await fans.gql(konbiniFan.token, BUY, {
      p: [fans.prices.konbini.id],
      type: 'konbini_one_time_payment',
      k: randomUUID(),
    });
    const intent = /\/vouchers\/(pi_[A-Za-z0-9_]+)/.exec(voucher.managePaymentV2.konbiniPaymentUrl)?.[1];
    const paid = await fetch(`http://127.0.0.1:${ports.stripe}/vouchers/${intent}/pay`, { method: 'POST' });
    if (!paid.ok) throw new Error(`voucher pay: ${paid.status}`);
    const event = (await fans.stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 })).data.find(
      (e) => (e.data.object as { id: string }).id === intent,
    );
    const payload = JSON.stringify(event);
    const replays = await Promise.all(
      Array.from({ length: 6 }, (_, i) => {
        const t = Math.floor(Date.now() / 1000);
        const v1 = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex');
        return fetch(`${cluster.apiUrl(i % 3)}/webhooks/stripe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${v1}` },
          body: payload,
        }).then((r) => r.status);
      }),
    );
    await settle(async () => (await fans.credits(konbiniFan.listenerId)) >= 1);
    await sleep(1500); // the sandbox's own two deliveries through nginx
    const konbiniCredits = await fans.credits(konbiniFan.listenerId);
    const konbiniBalance = (await fans.gql(konbiniFan.token, BALANCE)).tierTypesConnection.nodes[0].balance;
    check(
      konbiniCredits === 1 &&
        konbiniBalance === fans.prices.konbini.amount &&
        replays.every((s) => s === 200),
      `konbini payment_intent.succeeded: 2 deliveries through nginx + 6 replays over 3 instances (${[...new Set(replays)].join(',')}): ${konbiniCredits} credit, balance ${konbiniBalance}`,
    );
  });

  it('4. nginx: caching, SPA fallback, headers, body limit, client address, rate limit', async () => {
    const { nginx3, ports } = cluster;
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
    await fans.gqlAt(
      nginx3,
      workers[0]!.token,
      BALANCE,
      {},
      { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'cluster-xff-check' },
    );
    await sleep(300);
    const line = ['api1', 'api2', 'api3']
      .flatMap((n) => cluster.procs.logOf(n).split('\n'))
      .find((l) => l.includes('"requestId":"cluster-xff-check"'));
    const client = line ? JSON.parse(line).client : undefined;
    check(
      client === '127.0.0.1',
      `client address through nginx: ${line ? client : 'no log line'} (a forged X-Forwarded-For is replaced)`,
    );

    // The per-address limit (the third nginx: 2 r/s, burst 3): 10 requests at once, the burst served,
    // the rest answered 429 with RATE_LIMITED in GraphQL's error shape.
    const flood = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const r = await fetch(`http://127.0.0.1:${ports.nginxLimited}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${workers[0]!.token}`,
            'x-project-id': 'demo',
          },
          body: JSON.stringify({ query: BALANCE }),
        });
        const body = (await r.json().catch(() => null)) as {
          errors?: { extensions?: { code?: string } }[];
        } | null;
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
  });

  it("4b. nginx: the console's own host, the only route to /ops/graphql, behind its allow-list", async () => {
    const { ports } = cluster;
    const port = ports.nginx3;
    const ask = (host: string, path: string, at = port) =>
      atHost(at, host, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-project-id': 'demo' },
        body: JSON.stringify({ query: '{ me { uid } }' }),
      });
    const page = await atHost(port, CONSOLE_HOST, '/');
    const asset = /\/assets\/[^"]+\.js/.exec(page.text)?.[0];
    const assetAnswer = asset ? await atHost(port, CONSOLE_HOST, asset) : null;
    const route = await atHost(port, CONSOLE_HOST, '/creators/7');
    const csp = String(page.headers['content-security-policy'] ?? '');
    const ops = await ask(CONSOLE_HOST, '/ops/graphql');
    const opsCode = (JSON.parse(ops.text) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]
      ?.extensions?.code;
    const fanIndex = await atHost(port, FAN_HOST, '/');
    const checks = {
      'console at / of its host (its own build, assets at /assets/)':
        page.status === 200 && Boolean(asset) && assetAnswer?.status === 200 && page.text !== fanIndex.text,
      'console client routes fall back to its index.html': route.status === 200 && route.text === page.text,
      "console's own CSP (no Stripe, no frames), noindex":
        /frame-src 'none'/.test(csp) &&
        !csp.includes(`127.0.0.1:${ports.stripe}`) &&
        csp.includes(`127.0.0.1:${ports.auth}`) &&
        page.headers['x-robots-tag'] === 'noindex, nofollow',
      '/ops/graphql on the console host reaches the API (UNAUTHENTICATED without a token)':
        ops.status === 200 && opsCode === 'UNAUTHENTICATED',
      "the fans' API is not on the console host (404)":
        (await ask(CONSOLE_HOST, '/api/v2/graphql')).status === 404,
      'fan host: /ops/graphql 404': (await ask(FAN_HOST, '/ops/graphql')).status === 404,
      'fan host: /console/, /console and /console/sign-in 404': (
        await Promise.all(['/console/', '/console', '/console/sign-in'].map((p) => atHost(port, FAN_HOST, p)))
      ).every((a) => a.status === 404),
      "an unknown host name is the fans' (default server)":
        (await atHost(port, 'elsewhere.test', '/')).text === fanIndex.text,
      // nginx-limited's allow-list (203.0.113.0/24, 2001:db8::/32) leaves this machine out.
      'allow-list: an address not on it gets 403 for the console and /ops/graphql':
        (await atHost(ports.nginxLimited, CONSOLE_HOST, '/')).status === 403 &&
        (await ask(CONSOLE_HOST, '/ops/graphql', ports.nginxLimited)).status === 403,
      "allow-list: the fans' host is not behind it":
        (await atHost(ports.nginxLimited, FAN_HOST, '/')).status === 200,
    };
    for (const [what, ok] of Object.entries(checks)) check(ok, `nginx: ${what}`);
    // The template refuses a console without a host name of its own, or an allow-list it cannot read.
    const refuses = (env: Record<string, string>, message: RegExp) => {
      try {
        render('nginx.conf', env);
        return false;
      } catch (error) {
        return message.test((error as Error).message);
      }
    };
    check(
      refuses({}, /CONSOLE_SERVER_NAME is required/) &&
        refuses({ SERVER_NAME: 'a.test', CONSOLE_SERVER_NAME: 'a.test' }, /must differ/) &&
        refuses({ CONSOLE_SERVER_NAME: 'c.test', OPS_ALLOWED_ADDRESSES: '10.0.0.0/8, office' }, /office/) &&
        refuses({ CONSOLE_SERVER_NAME: 'c.test', OPS_ALLOWED_ADDRESSES: '10.0.0.0/33' }, /10\.0\.0\.0\/33/),
      'render: a console host name is required and distinct; an unreadable allow-list entry is refused',
    );
  });

  // Issue 43 item 1 (docs/decisions/052-edge-routing.md): the requests that reached /ops/graphql
  // through the fans' host, and /admin/* from outside, sent byte for byte (fetch would normalise them).
  it('4c. the edge routes by what it was sent: crafted hosts and paths refused, /admin and /metrics private', async () => {
    const { ports } = cluster;
    const json = ['Content-Type: application/json', 'X-Project-Id: demo'];
    const body = JSON.stringify({ query: '{ me { uid } }' });
    const crafted: { what: string; target: string; host?: string }[] = [
      // new URL('http://x\\ops\\graphql#/api/v2/graphql').pathname is /ops/graphql
      { what: 'Host x\\ops\\graphql# to the fans path', target: '/api/v2/graphql', host: 'x\\ops\\graphql#' },
      { what: 'Host x\\ops\\graphql? to the fans path', target: '/api/v2/graphql', host: 'x\\ops\\graphql?' },
      {
        what: 'the raw path /api/v2/..\\..\\..\\ops\\x/../graphql',
        target: '/api/v2/..\\..\\..\\ops\\x/../graphql',
      },
      { what: 'encoded dots /api/v2/%2e%2e/%2E%2E/ops/graphql', target: '/api/v2/%2e%2e/%2E%2E/ops/graphql' },
      {
        what: 'encoded slashes /api/v2/graphql/..%2f..%2F..%2fops%2fgraphql',
        target: '/api/v2/graphql/..%2f..%2F..%2fops%2fgraphql',
      },
      {
        what: 'encoded backslashes /api/v2/..%5c..%5Cops%5cgraphql',
        target: '/api/v2/..%5c..%5Cops%5cgraphql',
      },
      { what: 'dot segments /api/v2/graphql/../../ops/graphql', target: '/api/v2/graphql/../../ops/graphql' },
    ];
    const via = async (port: number, host: string) =>
      Promise.all(
        crafted.map(async (c) => ({
          ...c,
          answer: await rawAt(port, { target: c.target, host: c.host ?? host, headers: json, body }),
        })),
      );
    const throughNginx = await via(ports.nginx3, FAN_HOST);
    const straight = await via(ports.api[0]!, '127.0.0.1');
    for (const [where, answers] of [
      ['through nginx', throughNginx],
      ['straight to an instance', straight],
    ] as const)
      for (const { what, answer } of answers)
        check(
          answer.status === 400 && !answer.text.includes('UNAUTHENTICATED'),
          `edge ${where}: ${what} refused 400 (${answer.status}${answer.text.includes('UNAUTHENTICATED') ? ', reached /ops/graphql' : ''})`,
        );
    const unknownHost = await rawAt(ports.api[0]!, {
      target: '/api/v2/graphql',
      host: 'elsewhere.test',
      headers: json,
      body,
    });
    check(
      unknownHost.status === 400,
      `edge straight to an instance: a Host not among ALLOWED_HOSTS refused 400 (${unknownHost.status})`,
    );

    // /admin/* and /metrics: not through nginx (either host), 404 on an instance's public port, served on
    // its private listener (ADMIN_LISTEN) only.
    const token = `Authorization: Bearer ${ADMIN_TOKEN}`;
    const apiAnswered = (text: string) => /"mismatches"|fan_graphql_request_duration_seconds/.test(text);
    // The crafted Host aimed at them: a GET of the fans' path that a URL parser reads as /admin/… .
    for (const host of ['x\\admin\\reconcile#', 'x\\metrics#'])
      for (const [where, port] of [
        ['through nginx', ports.nginx3],
        ['straight to an instance', ports.api[0]!],
      ] as const) {
        const answer = await rawAt(port, {
          method: 'GET',
          target: '/api/v2/graphql',
          host,
          headers: [token],
        });
        check(
          answer.status === 400 && !apiAnswered(answer.text),
          `edge ${where}: Host ${host} with the admin token refused 400 (${answer.status}${apiAnswered(answer.text) ? ", the admin endpoint's answer" : ''}; to /api/v2/graphql)`,
        );
      }
    for (const target of ['/admin/reconcile', '/metrics']) {
      const nginxAnswers = await Promise.all(
        [FAN_HOST, CONSOLE_HOST].map((host) =>
          rawAt(ports.nginx3, { method: 'GET', target, host, headers: [token] }),
        ),
      );
      check(
        nginxAnswers.every((a) => !apiAnswered(a.text)),
        `edge: ${target} not reachable through nginx (${nginxAnswers.map((a) => a.status).join('/')}, never the API's answer)`,
      );
      const publicPort = await rawAt(ports.api[0]!, {
        method: 'GET',
        target,
        host: '127.0.0.1',
        headers: [token],
      });
      const privatePort = await rawAt(ports.admin[0]!, {
        method: 'GET',
        target,
        host: '127.0.0.1',
        headers: [token],
      });
      check(
        publicPort.status === 404 && privatePort.status === 200 && apiAnswered(privatePort.text),
        `edge: ${target} 404 on an instance's public port (${publicPort.status}), served on its private listener (${privatePort.status})`,
      );
    }
  });

  it('5. throughput through nginx, one instance and three', async () => {
    const { nginx1, nginx3 } = cluster;
    await load(fans, workers, nginx1, 500, 8); // warm-up
    const one = await load(fans, workers, nginx1, durationMs, 16);
    const three = await load(fans, workers, nginx3, durationMs, 16);
    log(
      `THROUGHPUT through nginx (balance query, 16 concurrent, ${seconds}s): 1 instance ${rate(one, durationMs)} req/s, 3 instances ${rate(three, durationMs)} req/s`,
    );
    check(one.every((r) => r.ok) && three.every((r) => r.ok), 'throughput runs: no failed request');
  });

  it('6. an instance SIGKILLed during a load run: only the requests in flight fail; charged and credited once', async () => {
    const { apis } = cluster;
    const killAfter = Math.min(1500, durationMs / 2);
    const before = await Promise.all(buyers.map((f) => fans.credits(f.listenerId)));
    const run = load(fans, workers, cluster.nginx3, durationMs, 12, { purchases: buyers });
    await sleep(killAfter);
    const killedAt = Date.now();
    let goneAt = Infinity;
    const killed = apis[2]!;
    void killed.exited.then(() => (goneAt = Date.now()));
    process.kill(killed.pid, 'SIGKILL');
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
    for (const r of failed) if (r.key) r.ok = await fans.buyAgain(r.fan, r.key);
    const bought = new Map(
      buyers.map((f) => [f, records.filter((r) => r.key && r.fan === f && r.ok).length]),
    );
    let lost = 0;
    for (const [i, f] of buyers.entries()) {
      const expected = before[i]! + bought.get(f)!;
      await settle(async () => (await fans.credits(f.listenerId)) >= expected, 10_000);
      const [c, charges] = [
        await fans.credits(f.listenerId),
        (await fans.succeededIntents(f.customer)).length,
      ];
      if (c !== expected || charges !== expected) {
        lost++;
        log(`  fan ${f.listenerId}: ${bought.get(f)} purchases answered, ${charges} charges, ${c} credits`);
      }
    }
    const purchasesDone = [...bought.values()].reduce((a, b) => a + b, 0);
    check(lost === 0, `${purchasesDone} purchases during the kill: each charged once and credited once`);
    const report = await cluster.reconcile();
    log(`RECONCILE: ${JSON.stringify(report.counts)}; mismatches: ${report.mismatches.length}`);
    for (const m of report.mismatches) log(`  MISMATCH ${m.kind} ${m.id}: ${m.detail}`);
    check(report.mismatches.length === 0, 'reconcile report clean');
  });

  describe('7. the database lost under load through nginx', () => {
    const faultRecords: LoadRecord[] = [];
    let beforeFaults: number[] = [];

    /** Load through nginx; `fault` runs 1.5 s in and returns when the database is back; 3 s more after. */
    async function underLoad(name: string, fault: () => Promise<string>) {
      await cluster.ensureUp(`before ${name}`);
      const until = { stopped: false };
      const run = load(fans, workers, cluster.nginx3, 0, 12, {
        purchases: buyers,
        until,
        pauseAfterFailure: 50,
      });
      await sleep(1500);
      const faultAt = Date.now();
      const detail = await fault();
      const backAt = Date.now();
      // /readyz on every instance, until each answers 200.
      const readyAt = await Promise.all(
        cluster.ports.api.map(async (_, i) => {
          for (;;) {
            if ((await cluster.readyz(i)) === 200) return Date.now();
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
      const byCode: Record<string, number> = {};
      for (const r of coded) for (const c of new Set(r.codes)) byCode[c!] = (byCode[c!] ?? 0) + 1;
      const uncoded = failedHere.filter((r) => !coded.includes(r));
      const uncodedWhat: Record<string, number> = {};
      for (const r of uncoded) {
        const what = r.status === 200 ? r.codes.join('+') || 'no code' : `HTTP ${r.status}`;
        uncodedWhat[what] = (uncodedWhat[what] ?? 0) + 1;
      }
      const lastFailure = Math.max(backAt, ...failedHere.map((r) => r.t1));
      const recoverMs = lastFailure - backAt;
      const readyMs = Math.max(...readyAt) - backAt;
      const up = cluster.alive();
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
    }

    beforeAll(async () => {
      beforeFaults = await Promise.all(buyers.map((f) => fans.credits(f.listenerId)));
      // The instance step 6 killed comes back first (its supervisor's job).
      await cluster.ensureUp('after the kill');
    });

    // pgbouncer restarted twice, 1 s apart: as its service manager does (SIGINT, a safe shutdown:
    // transactions finish first) and at once (SIGTERM: every connection dropped, as a crash would),
    // each time started again at once.
    it('(a) pgbouncer restarted, safely and at once', async () => {
      await underLoad('pgbouncer restart', async () => {
        const t = Date.now();
        await cluster.stopPgbouncer('SIGINT');
        await cluster.startPgbouncerAgain();
        const safe = Date.now() - t;
        await sleep(1000);
        const t2 = Date.now();
        await cluster.stopPgbouncer('SIGTERM');
        await cluster.startPgbouncerAgain();
        return `pgbouncer restarted safely (SIGINT, answering again after ${safe} ms), then at once (SIGTERM, ${Date.now() - t2} ms)`;
      });
    });

    // Three times 400 ms apart, the test's own connections spared.
    it('(b) every PostgreSQL backend of the test database terminated', async () => {
      await underLoad('backends terminated', async () => {
        const killer = new pg.Client({ connectionString: cluster.serverUrl });
        await killer.connect();
        let terminated = 0;
        try {
          for (let round = 0; round < 3; round++) {
            if (round) await sleep(400);
            const { rows } = await killer.query<{ done: boolean }>(
              `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
                WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name IS DISTINCT FROM $2`,
              [cluster.dbName, SCRIPT_APP],
            );
            terminated += rows.filter((r) => r.done).length;
          }
        } finally {
          await killer.end();
        }
        return `${terminated} backends terminated by pg_terminate_backend in 3 rounds`;
      });
    });

    // pgbouncer stopped at once (SIGTERM: every open connection dropped, new ones refused) and started
    // again 3 s later. Meanwhile every instance's /readyz answers 503.
    it('(c) connections cut for 3 s: /readyz 503 meanwhile', async () => {
      let readyDuringCut: number[] = [];
      await underLoad('3 s cut', async () => {
        await cluster.stopPgbouncer('SIGTERM');
        const cutAt = Date.now();
        await sleep(1500);
        readyDuringCut = await Promise.all(cluster.ports.api.map((_, i) => cluster.readyz(i)));
        await sleep(Math.max(0, 3000 - (Date.now() - cutAt)));
        await cluster.startPgbouncerAgain();
        return `pgbouncer stopped (SIGTERM) and started again ${Date.now() - cutAt} ms later; /readyz during the cut: ${readyDuringCut.join('/')}`;
      });
      check(
        readyDuringCut.every((s) => s === 503),
        `3 s cut: /readyz 503 on every instance meanwhile (${readyDuringCut.join('/')})`,
      );
    });

    // A fast shutdown (every backend ends, new connections are refused until it is up again), as a
    // failover or a minor-version upgrade does. Only on the cluster's own server: the machine's is
    // never restarted.
    it('(d) PostgreSQL restarted', async (context) => {
      const own = cluster.ownPostgres;
      if (!own) {
        log('!!   PostgreSQL restart not tried: no PostgreSQL server binaries to run a server of its own');
        context.skip();
        return;
      }
      await underLoad('PostgreSQL restart', async () => {
        const t = Date.now();
        await own.restart();
        return `PostgreSQL restarted (pg_ctl restart -m fast, answering again after ${Date.now() - t} ms)`;
      });
    });

    // The purchases that failed are repeated with their keys, as the web app does (a retryable code
    // keeps the key): each intent charges and credits once.
    it('afterwards: the failed purchases repeated with their keys charge and credit once; reconcile clean', async () => {
      await cluster.ensureUp('before the purchases are repeated');
      const failedPurchases = faultRecords.filter((r) => r.key && !r.ok);
      const repeatStarted = Date.now();
      await Promise.all(
        failedPurchases.map(async (r) => {
          r.ok = await fans.buyAgain(r.fan, r.key!);
        }),
      );
      log(
        `  ${failedPurchases.length} failed purchases repeated with their keys in ${Date.now() - repeatStarted} ms`,
      );
      let uneven = 0;
      let purchasesInFaults = 0;
      for (const [i, f] of buyers.entries()) {
        const expected = beforeFaults[i]! + faultRecords.filter((r) => r.key && r.fan === f && r.ok).length;
        purchasesInFaults += expected - beforeFaults[i]!;
        await settle(async () => (await fans.credits(f.listenerId)) >= expected, 10_000);
        const [c, charges] = [
          await fans.credits(f.listenerId),
          (await fans.succeededIntents(f.customer)).length,
        ];
        if (c !== expected || charges !== expected) {
          uneven++;
          log(`  fan ${f.listenerId}: ${expected} purchases answered, ${charges} charges, ${c} credits`);
        }
      }
      check(
        uneven === 0,
        `${purchasesInFaults} purchases during the database faults (${failedPurchases.length} repeated with their keys): each charged once and credited once`,
      );
      const after = await cluster.reconcile();
      log(
        `RECONCILE after the database faults: ${JSON.stringify(after.counts)}; mismatches: ${after.mismatches.length}`,
      );
      for (const m of after.mismatches) log(`  MISMATCH ${m.kind} ${m.id}: ${m.detail}`);
      check(after.mismatches.length === 0, 'reconcile report clean after the database faults');
    });
  });
});
