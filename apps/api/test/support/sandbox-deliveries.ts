import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandbox, type RunningSandbox } from '@fan/stripe-sandbox';
import { usePrivateSandbox } from './browser-stripe';
import { createHarness } from './harness';

const WEBHOOK_SECRET = 'whsec_api_tests_deliveries';

/**
 * A test file's own Stripe sandbox whose webhooks reach this file's API on a real local port, the
 * way Stripe reaches production: signed, retried on a non-2xx answer, and (the sandbox's test switch)
 * every event delivered twice, each batch newest-first and then oldest-first. Tests act, then
 * `settled()`, then assert on what the API and the database show.
 */
export async function harnessWithDeliveries(
  options: { reconcileAtClose?: boolean; demoCatalog?: boolean; now?: () => Date } = {},
) {
  // The API listens first (the sandbox needs its URL); deliveries wait until the harness is ready
  // (the demo catalogue's product and price events arrive meanwhile).
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
    webhookSecret: WEBHOOK_SECRET,
    deliverTwiceOutOfOrder: true,
    // Stripe retries over hours; a tenth of a second keeps the tests quick.
    webhookRetryBaseMs: 100,
  });
  usePrivateSandbox(sandbox.port);
  const h = await createHarness({
    demoCatalog: options.demoCatalog,
    stripePort: sandbox.port,
    webhookSecret: WEBHOOK_SECRET,
    reconcileAtClose: options.reconcileAtClose,
    now: options.now,
  });
  ready(h.app as unknown as RequestListener);

  /**
   * Waits until every webhook delivery (retries and the events they cause included) has finished,
   * then fails if an event was never accepted: a real delivery the API cannot process is a bug.
   */
  async function settled() {
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

  /** Moves the sandbox's time forward (renewals, retries, due dates), then lets the events land. */
  async function advanceDays(days: number) {
    sandbox.advance(Math.round(days * 86400));
    await settled();
  }

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

  return { h, sandbox, settled, advanceDays, delivered, close };
}
