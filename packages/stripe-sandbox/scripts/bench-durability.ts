import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Stripe from 'stripe';
import { startSandbox } from '../src/index.ts';

// What persisting before answering costs: N card PaymentIntents (create + confirm in one call, with an
// idempotency key, as the API's point purchase does) through the SDK, in memory and on a data file.
//   npx tsx packages/stripe-sandbox/scripts/bench-durability.ts [--n 200] [--rounds 5] [--prefill 0]
// --prefill creates that many intents first (unmeasured), to see the cost on a grown state.
const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '5' },
    prefill: { type: 'string', default: '0' },
  },
});
const n = Number(values.n);
const rounds = Number(values.rounds);
const prefill = Number(values.prefill);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

interface Result {
  perIntent: number[];
  /** Time inside the store's commits per intent (the persistence itself, free of HTTP/SDK noise). */
  commitPerIntent: number[];
  bytes: number;
}

async function bench(dataFile: string | undefined): Promise<Result> {
  const sandbox = await startSandbox({
    port: 0,
    secretKey: 'sk_test_bench',
    publishableKey: 'pk_test_bench',
    tickMs: 60_000,
    ...(dataFile ? { dataFile } : {}),
  });
  const opts = { host: '127.0.0.1', port: sandbox.port, protocol: 'http' as const, maxNetworkRetries: 0 };
  const stripe = new Stripe('sk_test_bench', opts);
  const pm = await new Stripe('pk_test_bench', opts).paymentMethods.create({
    type: 'card',
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
  });
  const customer = await stripe.customers.create({ email: 'bench@example.com' });
  await stripe.paymentMethods.attach(pm.id, { customer: customer.id });
  let key = 0;
  const buy = () =>
    stripe.paymentIntents.create(
      {
        amount: 1000,
        currency: 'jpy',
        customer: customer.id,
        payment_method: pm.id,
        confirm: true,
      },
      { idempotencyKey: `bench-${key++}` },
    );
  for (let i = 0; i < prefill; i++) await buy();
  const store = sandbox.sandbox.store;
  const commit = store.commit.bind(store);
  let inCommit = 0;
  store.commit = (force) => {
    const t = performance.now();
    commit(force);
    inCommit += performance.now() - t;
  };
  const perIntent: number[] = [];
  const commitPerIntent: number[] = [];
  for (let r = 0; r < rounds; r++) {
    inCommit = 0;
    const start = performance.now();
    for (let i = 0; i < n; i++) await buy();
    perIntent.push((performance.now() - start) / n);
    commitPerIntent.push(inCommit / n);
  }
  await sandbox.close();
  const bytes = dataFile ? statSync(dataFile).size : 0;
  return { perIntent, commitPerIntent, bytes };
}

const dir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
try {
  for (const [name, file] of [
    ['memory', undefined],
    ['data file', join(dir, 'state.json')],
  ] as const) {
    const { perIntent, commitPerIntent, bytes } = await bench(file);
    const rounds = perIntent.map((x) => x.toFixed(2)).join(' ');
    console.log(
      `${name.padEnd(9)}: median ${median(perIntent).toFixed(2)} ms per intent (rounds: ${rounds})` +
        (file
          ? `, of which committing ${median(commitPerIntent).toFixed(2)} ms; state ${(bytes / 1024).toFixed(0)} KiB`
          : ''),
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
