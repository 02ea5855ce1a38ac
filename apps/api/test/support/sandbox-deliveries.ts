import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DRAFT_HOUR, startSandbox, type RateLimits, type RunningSandbox } from '@fan/stripe-sandbox';
import { usePrivateSandbox } from './browser-stripe';
import { afterAll, beforeAll } from 'vitest';
import { createHarness, type Harness } from './harness';

const WEBHOOK_SECRET = 'whsec_api_tests_deliveries';

/**
 * A test file's own Stripe sandbox whose webhooks reach this file's API on a real local port, the
 * way Stripe reaches production: signed, retried on a non-2xx answer, and (the sandbox's test switch)
 * every event delivered twice, each batch newest-first and then oldest-first. Tests act, then
 * `settled()`, then assert on what the API and the database show.
 */
export async function harnessWithDeliveries(
  options: {
    reconcileAtClose?: boolean;
    demoCatalog?: boolean;
    now?: () => Date;
    /** The sandbox's rate limits (off unless given: SANDBOX_RATE_LIMIT of the global setup). */
    rateLimits?: RateLimits;
    /** More settings for the API's config.ts. */
    env?: Record<string, string>;
  } = {},
) {
  // The demo catalogue's product and price events arrive while the harness is made.
  const { server, sandbox, serve } = await deliveringSandbox(WEBHOOK_SECRET, options.rateLimits);
  const h = await createHarness({
    demoCatalog: options.demoCatalog,
    stripePort: sandbox.port,
    webhookSecret: WEBHOOK_SECRET,
    reconcileAtClose: options.reconcileAtClose,
    now: options.now,
    env: options.env,
  });
  serve(h);

  const settled = () => webhooksSettled(sandbox);

  /** Moves the sandbox's time forward (renewals, retries, due dates), then lets the events land. */
  async function advanceDays(days: number) {
    sandbox.advance(Math.round(days * 86400));
    await settled();
  }

  /**
   * Moves a month on and past the renewal's attempt: Stripe keeps a renewal a draft for an hour
   * before it finalizes and charges it (decision 038), so 31 days (any month) and that hour.
   */
  const advancePastRenewal = (days = 31) => advanceDays(days + DRAFT_HOUR / 86400);

  /** How many deliveries of an event type the API answered 2xx (duplicates included). */
  const delivered = (type: string) =>
    sandbox.sandbox.webhooks.log.filter(
      (d) => d.type === type && typeof d.status === 'number' && d.status < 300,
    ).length;

  /** The harness first (its reconcile report reads this sandbox), then the sandbox and the server. */
  async function close() {
    try {
      await h.close();
    } finally {
      await sandbox.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      usePrivateSandbox(null);
    }
  }

  return { h, sandbox, settled, advanceDays, advancePastRenewal, delivered, close };
}

/**
 * A server for the API on a local port, and a sandbox of the file's own whose signed webhooks reach
 * it (retried after a tenth of a second: Stripe retries over hours). The API listens first, for the
 * sandbox needs its URL; requests wait until `serve(h)` hands the server the harness's app.
 */
export async function deliveringSandbox(webhookSecret: string, rateLimits?: RateLimits) {
  let ready!: (app: RequestListener) => void;
  const app = new Promise<RequestListener>((resolve) => (ready = resolve));
  const server = createServer((req, res) => void app.then((handle) => handle(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiPort = (server.address() as AddressInfo).port;
  const sandbox: RunningSandbox = await startSandbox({
    port: 0,
    secretKey: 'sk_test_api_tests',
    publishableKey: 'pk_test_api_tests',
    webhookUrl: `http://127.0.0.1:${apiPort}/webhooks/stripe`,
    webhookSecret,
    deliverTwiceOutOfOrder: true,
    webhookRetryBaseMs: 100,
    ...(rateLimits ? { rateLimits } : {}),
  });
  usePrivateSandbox(sandbox.port);
  return { server, sandbox, serve: (h: Harness) => ready(h.app as unknown as RequestListener) };
}

type Deliveries = Awaited<ReturnType<typeof harnessWithDeliveries>>;

/**
 * The describe block's harnessWithDeliveries: made before its tests (then `setup`), closed after
 * them. `h` and the functions are there from the start (the beforeAll fills them in); the sandbox is
 * `sandbox()`.
 */
export function deliveriesForFile(
  options: Parameters<typeof harnessWithDeliveries>[0] = {},
  setup?: (h: Harness, sandbox: RunningSandbox) => Promise<unknown>,
) {
  let live!: Deliveries;
  const h = {} as Harness;
  beforeAll(async () => {
    live = await harnessWithDeliveries(options);
    Object.assign(h, live.h);
    await setup?.(h, live.sandbox);
  });
  afterAll(() => live.close());
  return {
    h,
    sandbox: () => live.sandbox,
    settled: () => live.settled(),
    advanceDays: (days: number) => live.advanceDays(days),
    advancePastRenewal: (days?: number) => live.advancePastRenewal(days),
    delivered: (type: string) => live.delivered(type),
  };
}

/**
 * Waits until every webhook delivery (retries and the events they cause included) has finished,
 * then fails if an event was never accepted: a real delivery the API cannot process is a bug.
 */
export async function webhooksSettled(sandbox: RunningSandbox) {
  await sandbox.webhooksIdle();
  const accepted = new Set<string>();
  const refused = new Map<string, string>();
  for (const d of sandbox.sandbox.webhooks.log) {
    if (typeof d.status === 'number' && d.status >= 200 && d.status < 300) accepted.add(d.eventId);
    else refused.set(d.eventId, `${d.type} ${d.eventId}: ${d.status}`);
  }
  const lost = [...refused].filter(([id]) => !accepted.has(id)).map(([, what]) => what);
  if (lost.length > 0)
    throw new Error(`${lost.length} webhook event(s) never accepted: ${lost.slice(0, 5).join(', ')}`);
}
