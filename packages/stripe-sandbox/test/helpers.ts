import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import type { RateLimits } from '../src/http/rate-limit.ts';
import { startSandbox, type RunningSandbox } from '../src/index.ts';

export const SK = 'sk_test_unit';
export const PK = 'pk_test_unit';
export const WHSEC = 'whsec_unit';

export const DAY = 86400;
/** Where most files' test clocks start: 2030-01-15 03:00 UTC (noon in Japan). */
export const T0 = Date.UTC(2030, 0, 15, 3, 0, 0) / 1000;

export interface Received {
  body: string;
  signature: string;
  event: Stripe.Event;
}

/** A local webhook receiver; `fail` lets a test answer 500 to the first N deliveries. */
export async function receiver(fail = 0): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  let failures = fail;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (failures > 0) {
        failures -= 1;
        res.writeHead(500).end();
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        body,
        signature: String(req.headers['stripe-signature']),
        event: JSON.parse(body) as Stripe.Event,
      });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received, server };
}

type SetupOptions = {
  webhookUrl?: string;
  deliverTwiceOutOfOrder?: boolean;
  dataFile?: string;
  /** Off unless a file asks: its tests are about behaviours, not pacing (test/rate-limits.test.ts is). */
  rateLimits?: RateLimits;
};

export async function setup(opts: SetupOptions = {}) {
  const sandbox: RunningSandbox = await startSandbox({
    port: 0,
    secretKey: SK,
    publishableKey: PK,
    webhookSecret: WHSEC,
    webhookRetryBaseMs: 20,
    tickMs: 60_000,
    rateLimits: { global: null, endpoint: null },
    ...opts,
  });
  const stripe = new Stripe(SK, {
    host: '127.0.0.1',
    port: sandbox.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return { sandbox, stripe };
}

/**
 * The sandbox of a test file: started before its tests and closed after them; with `webhooks`, a
 * receiver (`hook`) gets its events. The fields are there once the file's first beforeAll has run.
 */
export function useSandbox(opts: Omit<SetupOptions, 'webhookUrl'> & { webhooks?: boolean } = {}) {
  const { webhooks, ...rest } = opts;
  const t = {} as Awaited<ReturnType<typeof setup>> & { hook: Awaited<ReturnType<typeof receiver>> };
  beforeAll(async () => {
    if (webhooks) t.hook = await receiver();
    Object.assign(t, await setup(webhooks ? { ...rest, webhookUrl: t.hook.url } : rest));
  });
  afterAll(async () => {
    await t.sandbox.close();
    if (webhooks) t.hook.server.close();
  });
  return t;
}

/** Whether the file's receiver got a `type` event about object `id`, once deliveries are done. */
export async function delivered(
  ctx: { sandbox: RunningSandbox; hook: { received: Received[] } },
  type: string,
  id: string,
): Promise<boolean> {
  await ctx.sandbox.webhooksIdle();
  return ctx.hook.received.some(
    (r) => r.event.type === type && (r.event.data.object as { id: string }).id === id,
  );
}

/** Creates a card PaymentMethod the way Stripe.js does (publishable key, raw card). */
export async function browserCard(
  sandbox: RunningSandbox,
  number: string,
  extra: { exp_month?: number; exp_year?: number } = {},
): Promise<Stripe.PaymentMethod> {
  const pk = new Stripe(PK, {
    host: '127.0.0.1',
    port: sandbox.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return pk.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: extra.exp_month ?? 12, exp_year: extra.exp_year ?? 2040, cvc: '123' },
    billing_details: { name: 'TARO YAMADA', email: 'taro@example.com' },
  });
}

/** The publishable-key client (what Stripe.js does, through the SDK's own encoding). */
export function browserStripe(sandbox: RunningSandbox): Stripe {
  return new Stripe(PK, { host: '127.0.0.1', port: sandbox.port, protocol: 'http', maxNetworkRetries: 0 });
}

/** Answers the 3-D Secure page like the buttons do. */
export async function answer3ds(sandbox: RunningSandbox, intentId: string, pass: boolean): Promise<void> {
  const res = await fetch(`${sandbox.url}/3ds/${intentId}/${pass ? 'complete' : 'fail'}`, { method: 'POST' });
  if (!res.ok) throw new Error(`3ds answer failed: ${res.status} ${await res.text()}`);
}

/** The Stripe error a call answered with (fails the test when it succeeded). */
export async function stripeError(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (e) {
    if (e instanceof Stripe.errors.StripeError) return e;
    throw e;
  }
  throw new Error('expected a Stripe error');
}

/** A customer on a test clock at `frozenTime`, with `card` (if any) attached as its default. */
export async function clockedCustomer(
  ctx: { sandbox: RunningSandbox; stripe: Stripe },
  frozenTime: number,
  card?: string,
  email = 'fan@example.com',
  name = 'Fan',
) {
  const clock = await ctx.stripe.testHelpers.testClocks.create({ frozen_time: frozenTime });
  const cus = await ctx.stripe.customers.create({ email, name, test_clock: clock.id });
  let pm: Stripe.PaymentMethod | undefined;
  if (card) {
    pm = await browserCard(ctx.sandbox, card);
    await ctx.stripe.paymentMethods.attach(pm.id, { customer: cus.id });
    await ctx.stripe.customers.update(cus.id, { invoice_settings: { default_payment_method: pm.id } });
  }
  return { clock, cus, pm };
}

/** A send_invoice subscription to be paid at a konbini, due in 3 days. */
export function createKonbiniSubscription(
  stripe: Stripe,
  customer: string,
  price: Stripe.Price,
  extra: Partial<Stripe.SubscriptionCreateParams> = {},
): Promise<Stripe.Response<Stripe.Subscription>> {
  return stripe.subscriptions.create({
    customer,
    items: [{ price: price.id }],
    collection_method: 'send_invoice',
    days_until_due: 3,
    payment_settings: { payment_method_types: ['konbini'] },
    ...extra,
  });
}

/** The PaymentIntent of an invoice (invoice `payments` are included only when expanded). */
/**
 * A konbini subscription whose first invoice is finalized at once, as the API does (the draft would
 * wait an hour otherwise: src/draft-invoices.ts); answers the subscription read again with `expand`.
 */
export async function finalizedKonbiniSubscription(
  stripe: Stripe,
  customer: string,
  price: Stripe.Price,
  extra: Partial<Stripe.SubscriptionCreateParams> = {},
): Promise<Stripe.Subscription> {
  const sub = await createKonbiniSubscription(stripe, customer, price, extra);
  const first = typeof sub.latest_invoice === 'string' ? sub.latest_invoice : sub.latest_invoice!.id;
  await stripe.invoices.finalizeInvoice(first);
  return stripe.subscriptions.retrieve(sub.id, extra.expand ? { expand: extra.expand } : {});
}

export async function invoiceIntent(stripe: Stripe, invoice: string): Promise<Stripe.PaymentIntent> {
  const inv = await stripe.invoices.retrieve(invoice, { expand: ['payments'] });
  return stripe.paymentIntents.retrieve(inv.payments!.data[0]!.payment.payment_intent as string);
}

/** Monthly JPY prices of one new product, one per name: `[amount, months]` (months 1 when left out). */
export async function membershipPrices<K extends string>(
  stripe: Stripe,
  prices: Record<K, [number, number?]>,
  productName = 'Membership',
): Promise<Record<K, Stripe.Price>> {
  const product = await stripe.products.create({ name: productName });
  const made = {} as Record<K, Stripe.Price>;
  for (const [name, [unit_amount, interval_count = 1]] of Object.entries(prices) as [K, [number, number?]][])
    made[name] = await stripe.prices.create({
      product: product.id,
      currency: 'jpy',
      unit_amount,
      recurring: { interval: 'month', interval_count },
    });
  return made;
}

/** A test file's prices (membershipPrices), made by a beforeAll after its sandbox's. */
export function usePrices<K extends string>(
  ctx: { stripe: Stripe },
  prices: Record<K, [number, number?]>,
  productName?: string,
): Record<K, Stripe.Price> {
  const made = {} as Record<K, Stripe.Price>;
  beforeAll(async () => {
    Object.assign(made, await membershipPrices(ctx.stripe, prices, productName));
  });
  return made;
}
