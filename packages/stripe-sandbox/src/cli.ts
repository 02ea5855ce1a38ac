import { startSandbox } from './index.ts';

// `tsx packages/stripe-sandbox/src/cli.ts` — configuration from the environment only (also
// SANDBOX_RATE_LIMIT / SANDBOX_ENDPOINT_RATE_LIMIT, read by the sandbox itself: src/http/rate-limit.ts).
const env = process.env;
const sandbox = await startSandbox({
  port: Number(env.STRIPE_SANDBOX_PORT ?? 12111),
  host: env.STRIPE_SANDBOX_HOST ?? '127.0.0.1',
  secretKey: env.STRIPE_SECRET_KEY ?? 'sk_test_sandbox',
  publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_sandbox',
  webhookUrl: env.STRIPE_WEBHOOK_URL ?? 'http://127.0.0.1:4000/webhooks/stripe',
  webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? 'whsec_sandbox',
  dataFile: env.STRIPE_SANDBOX_DATA_FILE ?? './data/stripe-sandbox.json',
  deliverTwiceOutOfOrder: env.STRIPE_SANDBOX_WEBHOOKS_TWICE === '1',
});
console.log(`stripe-sandbox listening on ${sandbox.url}`);

let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
