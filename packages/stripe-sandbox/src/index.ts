import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runUntil } from './timeline.ts';
import { advanceGlobal } from './pages/index.ts';
import { Sandbox, type SandboxConfig } from './sandbox.ts';
import { createHandler } from './server.ts';

export { signPayload } from './webhooks.ts';
export { DRAFT_HOUR } from './invoice-clock.ts';
export type { Mail } from './store.ts';
export { rateLimitsFromEnv, type RateLimits } from './http/rate-limit.ts';

export interface StartSandboxOptions extends Omit<SandboxConfig, 'deliverTwiceOutOfOrder'> {
  /** 0 picks a free port. Default 12111. */
  port?: number;
  host?: string;
  /** Test switch: deliver every webhook event twice and out of order (env STRIPE_SANDBOX_WEBHOOKS_TWICE=1). */
  deliverTwiceOutOfOrder?: boolean;
  /** How often real time is checked for due renewals and expiries (ms). Default 1000. */
  tickMs?: number;
}

export interface RunningSandbox {
  url: string;
  port: number;
  /** URL of the Stripe.js stand-in, for a `<script src>`. */
  stripeJsUrl: string;
  /** Moves sandbox-global time forward (same as POST /_sandbox/advance). */
  advance(seconds: number): void;
  /** Resolves once every queued webhook delivery (and retry) has finished. */
  webhooksIdle(): Promise<void>;
  sandbox: Sandbox;
  close(): Promise<void>;
}

export async function startSandbox(options: StartSandboxOptions): Promise<RunningSandbox> {
  const sb = new Sandbox({
    ...options,
    deliverTwiceOutOfOrder:
      options.deliverTwiceOutOfOrder ?? process.env.STRIPE_SANDBOX_WEBHOOKS_TWICE === '1',
  });
  const server = createServer(createHandler(sb));
  // Idle keep-alive connections outlive the clients' (Node's agent frees its sockets after 5 s, the
  // server's default is 5 s too): the client closes first, so a request is never sent on a socket
  // the server is closing at that moment (ECONNRESET, which the SDK retries: a second call).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 12111, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const commit = () => {
    try {
      sb.commit();
    } catch (e) {
      console.error('stripe-sandbox: could not save its state', e);
    }
  };
  sb.baseUrl = `http://${host}:${port}`;
  sb.redeliverQueued();
  // Real time passes too: konbini vouchers and renewals fall due without any request.
  const tick = setInterval(() => {
    runUntil(sb, null, sb.clock.now(), () => undefined);
    commit();
  }, options.tickMs ?? 1000);
  tick.unref();
  return {
    url: sb.baseUrl,
    port,
    stripeJsUrl: `${sb.baseUrl}/v3/`,
    advance: (seconds) => {
      advanceGlobal(sb, seconds);
      sb.commit();
    },
    webhooksIdle: () => {
      commit();
      return sb.webhooks.idle();
    },
    sandbox: sb,
    close: async () => {
      clearInterval(tick);
      sb.webhooks.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      sb.store.close();
    },
  };
}
