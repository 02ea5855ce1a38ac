import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { DeliveryLog } from '../src/webhooks.ts';
import { receiver, SK, PK } from './helpers';

// The sandbox as `npm start` runs it (src/cli.ts, a data file), killed with SIGKILL right after answers:
// every answer it gave, every webhook it sent, must still be true after a restart, as with Stripe.

const CLI = new URL('../src/cli.ts', import.meta.url).pathname;

interface Child {
  process: ChildProcess;
  url: string;
  stripe: Stripe;
  browser: Stripe;
}

const running = new Set<ChildProcess>();

async function start(dataFile: string, webhookUrl: string): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI], {
    env: {
      ...process.env,
      STRIPE_SANDBOX_PORT: '0',
      STRIPE_SECRET_KEY: SK,
      STRIPE_PUBLISHABLE_KEY: PK,
      STRIPE_WEBHOOK_URL: webhookUrl,
      STRIPE_SANDBOX_DATA_FILE: dataFile,
      // A burst of creates is the point here, not the pacing (test/rate-limits.test.ts).
      SANDBOX_RATE_LIMIT: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on http:\/\/[\d.]+:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited (${code}) before listening: ${out}`)));
  });
  const opts = { host: '127.0.0.1', port, protocol: 'http' as const, maxNetworkRetries: 0 };
  return {
    process: child,
    url: `http://127.0.0.1:${port}`,
    stripe: new Stripe(SK, opts),
    browser: new Stripe(PK, opts),
  };
}

async function kill(child: Child): Promise<void> {
  const exited = new Promise((r) => child.process.once('exit', r));
  child.process.kill('SIGKILL');
  await exited;
}

/** A customer with a saved Visa card, the way the app sets one up. */
async function buyer(child: Child): Promise<{ customer: string; card: string }> {
  const customer = await child.stripe.customers.create({ email: 'fan@example.com' });
  const card = await child.browser.paymentMethods.create({
    type: 'card',
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
  });
  await child.stripe.paymentMethods.attach(card.id, { customer: customer.id });
  return { customer: customer.id, card: card.id };
}

const purchase = (customer: string, card: string) => ({
  amount: 1000,
  currency: 'jpy',
  customer,
  payment_method: card,
  metadata: { kind: 'points' },
});

/** A state of some size (a few MB), so saving all of it takes a while, as in a long-used sandbox. */
function grownState(dataFile: string): void {
  const products: Record<string, unknown> = {};
  for (let i = 0; i < 6000; i++) {
    const id = `prod_fill${i}`;
    const description = `filler ${i} `.repeat(40);
    products[id] = { id, object: 'product', active: true, created: 1, name: `Filler ${i}`, description };
  }
  writeFileSync(dataFile, JSON.stringify({ products }));
}

const dir = mkdtempSync(join(tmpdir(), 'sandbox-durable-'));

/** A sandbox process on a grown data file `name`, with a buyer; `restart` starts another on that file. */
async function grownSandbox(name: string) {
  const hooks = await receiver();
  const dataFile = join(dir, name);
  grownState(dataFile);
  const child = await start(dataFile, hooks.url);
  return { hooks, child, restart: () => start(dataFile, hooks.url), ...(await buyer(child)) };
}

/** Every event in `sent` can still be retrieved. */
async function expectEvents(child: Child, sent: string[]): Promise<void> {
  for (const id of sent) expect((await child.stripe.events.retrieve(id)).id).toBe(id);
}

/** A webhook endpoint that answers 500 until `up`, then records the event ids it acknowledges. */
async function flakyEndpoint() {
  const endpoint = {
    up: false,
    failed: 0,
    received: [] as string[],
    url: '',
    close: () => undefined as void,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (!endpoint.up) {
        endpoint.failed += 1;
        res.writeHead(500).end();
        return;
      }
      endpoint.received.push((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string }).id);
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  endpoint.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  endpoint.close = () => void server.close();
  return endpoint;
}

async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('kill -9 of the sandbox process', () => {
  afterEach(() => {
    for (const p of running) p.kill('SIGKILL');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a confirmed PaymentIntent, its idempotency key and the events it sent', async () => {
    const { hooks, child: first, restart, customer, card } = await grownSandbox('confirm.json');
    let child = first;
    const created = await child.stripe.paymentIntents.create(purchase(customer, card), {
      idempotencyKey: 'purchase-1',
    });
    const confirmed = await child.stripe.paymentIntents.confirm(created.id);
    await kill(child);
    expect(confirmed.status).toBe('succeeded');
    const sent = hooks.received.map((r) => r.event.id);

    child = await restart();
    expect(await child.stripe.paymentIntents.retrieve(created.id)).toMatchObject({ status: 'succeeded' });
    const replay = await child.stripe.paymentIntents.create(purchase(customer, card), {
      idempotencyKey: 'purchase-1',
    });
    expect(replay.id).toBe(created.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    await expectEvents(child, sent);
    await kill(child);
    hooks.server.close();
  }, 60_000);

  it('keeps every create of a burst that was answered, killed at different moments', async () => {
    const { hooks, child: first, restart, customer, card } = await grownSandbox('burst.json');
    let child = first;
    // Killed after the 1st, 5th, 12th and 20th answer of a burst of 20 concurrent creates.
    for (const [round, killAfter] of [1, 5, 12, 20].entries()) {
      const answered: Stripe.Response<Stripe.PaymentIntent>[] = [];
      let killing: Promise<void> | undefined;
      const creates = Array.from({ length: 20 }, (_, i) =>
        child.stripe.paymentIntents
          .create({ ...purchase(customer, card), confirm: true }, { idempotencyKey: `burst-${round}-${i}` })
          .then((pi) => {
            answered.push(pi);
            if (answered.length === killAfter) killing = kill(child);
          }),
      );
      await Promise.allSettled(creates);
      await (killing ?? kill(child));
      expect(answered.length).toBeGreaterThanOrEqual(killAfter);
      const sent = hooks.received.map((r) => r.event.id);

      child = await restart();
      for (const pi of answered) {
        expect(await child.stripe.paymentIntents.retrieve(pi.id)).toMatchObject({ status: 'succeeded' });
        const key = (pi.lastResponse.headers['idempotency-key'] as string | undefined) ?? '';
        const again = await child.stripe.paymentIntents.create(
          { ...purchase(customer, card), confirm: true },
          { idempotencyKey: key },
        );
        expect(again.id).toBe(pi.id);
      }
      await expectEvents(child, sent);
    }
    await kill(child);
    hooks.server.close();
  }, 120_000);

  // https://docs.stripe.com/webhooks#retries: Stripe keeps retrying an undelivered event (for up to
  // three days); a restart of the sandbox must not forget the ones it still owes.
  it('delivers after a restart the events it had not delivered, counting the failed attempts', async () => {
    const endpoint = await flakyEndpoint();
    const dataFile = join(dir, 'webhooks.json');
    let child = await start(dataFile, endpoint.url);
    await child.stripe.customers.create({ email: 'queued@example.com' });
    const event = (await child.stripe.events.list({ type: 'customer.created', limit: 1 })).data[0]!;
    // The sandbox saw its first attempt fail (its answers commit first: the count is on disk).
    const deliveries = async () =>
      (await (await fetch(`${child.url}/_sandbox/webhooks.json`)).json()) as DeliveryLog[];
    let failedAttempts = 0;
    while (failedAttempts === 0) {
      await new Promise((r) => setTimeout(r, 50));
      failedAttempts = (await deliveries()).filter((d) => d.eventId === event.id).length;
    }
    await kill(child);
    expect(endpoint.received).toEqual([]);

    endpoint.up = true;
    child = await start(dataFile, endpoint.url);
    await until(() => endpoint.received.includes(event.id));
    expect((await deliveries()).find((d) => d.eventId === event.id)!.attempt).toBeGreaterThanOrEqual(2);

    // Delivered: the next restart owes it no more.
    await new Promise((r) => setTimeout(r, 300));
    await kill(child);
    child = await start(dataFile, endpoint.url);
    await new Promise((r) => setTimeout(r, 1000));
    expect(endpoint.received.filter((id) => id === event.id)).toHaveLength(1);
    await kill(child);
    endpoint.close();
  }, 60_000);
});
