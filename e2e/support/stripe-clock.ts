import { SANDBOX } from './card-flow.ts';

const SECRET_KEY = process.env.STRIPE_SECRET_KEY ?? 'sk_test_sandbox';

/** Sandbox calls with the secret key (form-encoded, as the SDK sends them). */
export async function stripe(path: string, form?: Record<string, string>) {
  const response = await fetch(`${SANDBOX}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${SECRET_KEY}` },
    body: form ? new URLSearchParams(form) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as any;
}

/** The fan's Stripe customer id, by e-mail. */
export async function customerOf(email: string): Promise<string> {
  const customers = await stripe(`/v1/customers?email=${encodeURIComponent(email)}`);
  return customers.data[0].id as string;
}

/**
 * The fan's own Stripe time: a test clock on their customer (the sandbox's development tool), so a
 * month passes for them alone and every other journey keeps real time.
 */
export async function fanClock(email: string) {
  const clock = await stripe(`/_sandbox/customers/${await customerOf(email)}/test_clock`, {});
  let frozen = clock.frozen_time as number;
  return async (days: number) => {
    frozen += days * 86400;
    await stripe(`/v1/test_helpers/test_clocks/${clock.id}/advance`, { frozen_time: String(frozen) });
  };
}

/**
 * Days to advance a fan's clock past a monthly renewal's attempt: 31 (any month) and the hour
 * Stripe keeps the renewal a draft before it finalizes and charges it (docs/decisions/038).
 */
export const PAST_RENEWAL_DAYS = 31 + 1 / 24;
