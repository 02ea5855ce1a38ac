import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness } from './support/harness';
import { graphqlPost, operation } from './support/graphql-post';
import { factories } from './support/factories';
import { countHits } from '../src/graphql/rate-limit/counter';

// A tiny benchmark, not a test (DESIGN §5): what the rate-limit counter adds to a counted read.
// RATE_LIMIT_BENCH=1 AUTH_EMULATOR_PORT=9801 [TEST_DATABASE_URL=postgres://…] \
//   npx vitest run --project api apps/api/test/rate-limit-cost.test.ts
// It prints the median time of a counted request (a small mutation) and of two reads (not counted),
// with the limits off and on, and of one counter statement alone.
const ROUNDS = Number(process.env.RATE_LIMIT_BENCH_ROUNDS ?? 400);
const POINTS = '{ tierTypesConnection { nodes { databaseId balance } } }';
const PROFILE = '{ listenerProfile { id } }';
const APPROVE = 'mutation { approveLatestTermsAndConditions { version } }';

describe.runIf(process.env.RATE_LIMIT_BENCH)('rate-limit counter cost', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  beforeAll(async () => {
    h = await createHarness({
      env: { RATE_LIMITS: 'on', RATE_LIMIT_FAN: '1000000', RATE_LIMIT_IP: '1000000' },
    });
    // What the points view and the terms approval read: terms and six packages, as in the demo.
    const make = factories(h);
    await make.terms();
    for (const amount of [100, 500, 1000, 3000, 5000, 10000]) await make.pointPackage({ amount });
  });
  afterAll(() => h.close());

  async function median(run: () => Promise<unknown>) {
    for (let i = 0; i < 50; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  }

  it('prints the figures', async () => {
    const fan = await h.signedInListener();
    const offApp = (await import('../src/http/server')).createApp({
      ...h.services,
      config: { ...h.services.config, RATE_LIMITS: 'off' },
    });
    const via = (app: typeof h.app, query: string) => async () =>
      (await app.fetch('http://api.test/api/v2/graphql', graphqlPost(fan.token, operation(query)))).json();
    const figures = {
      engine: h.db.kind,
      'small mutation, limits off (ms)': await median(via(offApp, APPROVE)),
      'small mutation, limits on (ms)': await median(via(h.app, APPROVE)),
      'points view, limits off (ms)': await median(via(offApp, POINTS)),
      'points view, limits on (ms)': await median(via(h.app, POINTS)),
      'profile read, limits off (ms)': await median(via(offApp, PROFILE)),
      'profile read, limits on (ms)': await median(via(h.app, PROFILE)),
      'counter statement alone, 2 keys (ms)': await median(() =>
        countHits(h.db, [`fan:${fan.uid}`, 'ip:203.0.113.1'], 60),
      ),
    };
    console.log(JSON.stringify(figures, null, 2));
    expect(figures.engine).toBeTruthy();
  });
});
