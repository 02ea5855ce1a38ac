// `npm run bench:spike`: a launch spike against Stripe's rate limit, on the cluster's production shape
// (scripts/test/cluster/: nginx, three compiled API instances, pgbouncer in transaction mode,
// PostgreSQL, the Auth Emulator, the Stripe sandbox). Not a test: it prints figures.
//   1. setup, unlimited: FANS buyers and JOINS joiners signed up with a saved card;
//   2. the instances restarted with the shared budget on (STRIPE_RATE_LIMIT, Stripe's test-mode 25) and
//      the sandbox's limits set to RATE (25 a second per account, 25 per endpoint: docs.stripe.com/rate-limits);
//   3. the spike: each buyer taps "buy" for the 1,000-point package by card at a random moment of
//      SPREAD seconds, each joiner joins the same paid tier likewise; a queued answer is asked about
//      again every 2 s with the same key, as the web app does;
//   4. figures: purchases completed per second against what the rate allows, p50/p99 time from tap
//      to credited, Stripe's 429s, errors shown to fans, double charges, lost purchases.
// Environment: FANS (2000), JOINS (500), SPREAD (60 s), RATE (25), SETUP_CONCURRENCY (24),
// GIVE_UP (600 s: a purchase not credited by then counts as lost).
import { randomUUID } from 'node:crypto';
import { fansOf, type Fan, type GraphQLBody } from './test/cluster/fans.ts';
import { sleep } from './test/cluster/processes.ts';
import { startCluster, type Cluster } from './test/cluster/topology.ts';

const env = process.env;
const FANS = Number(env.FANS ?? 2000);
const JOINS = Number(env.JOINS ?? 500);
const SPREAD = Number(env.SPREAD ?? 60) * 1000;
const RATE = Number(env.RATE ?? 25);
const SETUP_CONCURRENCY = Number(env.SETUP_CONCURRENCY ?? 24);
const GIVE_UP = Number(env.GIVE_UP ?? 600) * 1000;

const apiEnv: Record<string, string> = { STRIPE_RATE_LIMIT: '0' };
let cleanup: ((passed: boolean) => Promise<void>) | null = null;
const t0 = Date.now();
const say = (line: string) => console.log(`[spike ${((Date.now() - t0) / 1000).toFixed(0)}s] ${line}`);

type Outcome = { tap: number; done: number | null; queued: boolean; error: string | null };

// At most IN_FLIGHT requests open at once from this one client process (a crowd of browsers each has
// its own connections; one Node process opening thousands of sockets measures its own limits).
const IN_FLIGHT = Number(env.IN_FLIGHT ?? 300);
let open = 0;
const waiting: (() => void)[] = [];
async function limited<T>(fn: () => Promise<T>): Promise<T> {
  if (open >= IN_FLIGHT) await new Promise<void>((r) => waiting.push(r));
  open++;
  try {
    return await fn();
  } finally {
    open--;
    waiting.shift()?.();
  }
}

async function main() {
  const cluster = await startCluster((c) => (cleanup = c), { apiEnv });
  const fans = await fansOf(cluster);
  const stripeBase = `http://127.0.0.1:${cluster.ports.stripe}`;
  const limits = (body: object) =>
    fetch(`${stripeBase}/_sandbox/rate-limits`, {
      method: body && Object.keys(body).length ? 'POST' : 'GET',
      ...(Object.keys(body).length ? { body: JSON.stringify(body) } : {}),
    }).then(
      (r) =>
        r.json() as Promise<{
          refused: { global: number; endpoint: number };
          served: Record<string, number>;
        }>,
    );

  const tier = (
    await cluster.sql.query<{ stripe_price_id: string }>(
      `SELECT p.stripe_price_id FROM subscription_prices p JOIN subscription_tiers t ON t.id = p.subscription_tier_id
       WHERE p.konbini = false AND p.price > 0 AND p.interval_months = 1 ORDER BY p.price LIMIT 1`,
    )
  ).rows[0]!.stripe_price_id;

  say(`setup: ${FANS} buyers and ${JOINS} joiners with a saved card (no rate limit yet)`);
  const everyone: Fan[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: SETUP_CONCURRENCY }, async () => {
      while (next < FANS + JOINS) {
        next++;
        everyone.push(await fans.newFan(true));
        if (everyone.length % 250 === 0) say(`  ${everyone.length} fans`);
      }
    }),
  );
  const buyers = everyone.slice(0, FANS);
  const joiners = everyone.slice(FANS);

  say(`the instances again with the shared budget (STRIPE_RATE_LIMIT=${RATE}); the sandbox at ${RATE}/s`);
  apiEnv.STRIPE_RATE_LIMIT = String(RATE);
  await restartApis(cluster);
  await limits({ global: RATE, endpoint: 25 });
  const before = await limits({});

  say(`spike: ${FANS} purchases and ${JOINS} joins within ${SPREAD / 1000} s`);
  const start = Date.now();
  const tapAt = () => start + Math.random() * SPREAD;
  const purchase = async (fan: Fan): Promise<Outcome> => {
    await sleep(tapAt() - Date.now());
    const tap = Date.now();
    const key = `spike-${randomUUID()}`;
    let queued = false;
    for (;;) {
      const r = await limited(() => fans.buy(cluster.nginx3, fan, key)).catch((e: unknown) => ({
        status: 0,
        body: { errors: [{ message: String(e) }] } as GraphQLBody,
      }));
      const status = r.body.data?.managePaymentV2?.status;
      if (r.status !== 200 || r.body.errors)
        return { tap, done: null, queued, error: `${r.status} ${JSON.stringify(r.body.errors)}` };
      if (status !== 'queued') return { tap, done: Date.now(), queued, error: null };
      queued = true;
      if (Date.now() - tap > GIVE_UP) return { tap, done: null, queued, error: null };
      await sleep(2000);
    }
  };
  const join = async (fan: Fan): Promise<Outcome> => {
    await sleep(tapAt() - Date.now());
    const tap = Date.now();
    const r = await limited(() =>
      fans.gqlAt(
        cluster.nginx3,
        fan.token,
        `mutation($p: [String!]!, $k: String) { managePaymentV2(prices: $p, paymentType: recurring_payment, idempotencyKey: $k) { status } }`,
        { p: [tier], k: `join-${randomUUID()}` },
      ),
    ).catch((e: unknown) => ({ status: 0, body: { errors: [{ message: String(e) }] } as GraphQLBody }));
    if (r.status !== 200 || r.body.errors)
      return { tap, done: null, queued: false, error: `${r.status} ${JSON.stringify(r.body.errors)}` };
    return { tap, done: Date.now(), queued: false, error: null };
  };
  // The sandbox's served calls each second, to tell the rate used while purchases were still waiting.
  const samples: { at: number; served: number }[] = [];
  const sampling = { on: true };
  const sampler = (async () => {
    while (sampling.on) {
      const now = await limits({});
      samples.push({ at: Date.now(), served: Object.values(now.served).reduce((a, b) => a + b, 0) });
      await sleep(1000);
    }
  })();
  const [bought, joined] = await Promise.all([
    Promise.all(buyers.map(purchase)),
    Promise.all(joiners.map(join)),
  ]);
  const spikeEnd = Date.now();
  sampling.on = false;
  await sampler;
  const during = { ...(await limits({})), at: Date.now() };
  say(`spike over after ${((spikeEnd - start) / 1000).toFixed(0)} s; counting (limits off)`);
  await limits({ global: null, endpoint: null });

  // What the database and Stripe say.
  let doubles = 0;
  let lost = 0;
  for (const [i, fan] of buyers.entries()) {
    const credited = await fans.credits(fan.listenerId);
    const charged = (await fans.succeededIntents(fan.customer)).length;
    if (charged > 1 || credited > 1) doubles++;
    if (credited === 0 && bought[i]!.error === null) lost++;
  }

  const times = bought
    .filter((o) => o.done !== null)
    .map((o) => (o.done! - o.tap) / 1000)
    .sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN;
  const completions = bought.filter((o) => o.done !== null).map((o) => o.done!);
  const first = Math.min(...bought.map((o) => o.tap));
  const last = Math.max(...completions);
  const perSecond = completions.length / ((last - first) / 1000);
  const served = (name: string) => (during.served[name] ?? 0) - (before.served[name] ?? 0);
  const allServed = Object.keys(during.served).reduce((n, k) => n + served(k), 0);
  const creates = served('POST /v1/payment_intents');
  const refused =
    during.refused.global + during.refused.endpoint - before.refused.global - before.refused.endpoint;
  const errors = [...bought, ...joined].filter((o) => o.error);
  // Seconds in which some purchase had been tapped and was not credited yet: the backlog.
  const backlogged = (t: number) => bought.some((o) => o.tap <= t && (o.done === null || o.done > t));
  let busyOps = 0;
  let busySeconds = 0;
  for (let i = 1; i < samples.length; i++)
    if (backlogged(samples[i - 1]!.at) && backlogged(samples[i]!.at)) {
      busyOps += samples[i]!.served - samples[i - 1]!.served;
      busySeconds += (samples[i]!.at - samples[i - 1]!.at) / 1000;
    }
  const codeOf = (o: Outcome) => /"code":"([A-Z_]+)"/.exec(o.error ?? '')?.[1] ?? o.error?.slice(0, 40);
  const tally = (os: Outcome[]) =>
    Object.entries(
      os
        .filter((o) => o.error)
        .reduce<Record<string, number>>((m, o) => {
          const c = String(codeOf(o));
          m[c] = (m[c] ?? 0) + 1;
          return m;
        }, {}),
    )
      .map(([c, n]) => `${c} ${n}`)
      .join(', ') || 'none';
  const window = (during.at - start) / 1000;

  console.log('\nbench:spike (docs/decisions/055-stripe-rate-limits.md)');
  console.log(`  rate ceiling: ${RATE} Stripe operations a second for the account (sandbox, test mode)`);
  console.log(
    `  Stripe operations served from the first tap to the end: ${allServed} in ${window.toFixed(0)} s = ${(allServed / window).toFixed(1)}/s ` +
      `(${((allServed / window / RATE) * 100).toFixed(0)} % of the ceiling); POST /v1/payment_intents ${creates}`,
  );
  console.log(
    `  while purchases were waiting (${busySeconds.toFixed(0)} s): ${(busyOps / busySeconds).toFixed(1)} Stripe operations a second, ` +
      `${((busyOps / busySeconds / RATE) * 100).toFixed(0)} % of the ceiling`,
  );
  console.log(
    `  purchases completed: ${completions.length}/${FANS}, ${perSecond.toFixed(1)}/s from the first tap to the last credit ` +
      `(the limit allows ${RATE}/s if every call were a purchase's one create; ${((perSecond / RATE) * 100).toFixed(0)} %)`,
  );
  console.log(`  told to wait (queued): ${bought.filter((o) => o.queued).length}`);
  console.log(`  time to credited: p50 ${pct(50).toFixed(1)} s, p99 ${pct(99).toFixed(1)} s`);
  console.log(`  joins: ${joined.filter((o) => o.done).length}/${JOINS} done`);
  console.log(`  429s from Stripe (the sandbox refused): ${refused}`);
  console.log(
    `  errors shown to fans: ${errors.length} (purchases ${bought.filter((o) => o.error).length}, joins ${joined.filter((o) => o.error).length})`,
  );
  console.log(`    purchases: ${tally(bought)}; joins: ${tally(joined)}`);
  console.log(`  double charges: ${doubles}`);
  console.log(`  lost purchases (no error, never credited): ${lost}`);
}

/** Each instance stopped and started again with the current apiEnv (nginx routes again after). */
async function restartApis(cluster: Cluster) {
  for (const child of cluster.apis) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    await child.exited;
  }
  await cluster.ensureUp('with the shared budget');
}

let passed = false;
try {
  await main();
  passed = true;
} finally {
  await (cleanup as ((passed: boolean) => Promise<void>) | null)?.(passed);
}
process.exit(passed ? 0 : 1);
