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
  return async (days: number) => {
    const { frozen_time } = await stripe(`/v1/test_helpers/test_clocks/${clock.id}`);
    await advanceClock(clock.id, frozen_time + days * 86400);
  };
}

/**
 * Moves the fan's clock (fanClock) just past their subscription's next renewal: its period end and
 * the hour Stripe keeps the renewal a draft before it finalizes and charges or sends it
 * (docs/decisions/038). Read from Stripe, not counted in days: months have 28 to 31 days, so a fixed
 * count reaches the second renewal on some dates and not on others.
 */
export async function advancePastRenewal(email: string) {
  const customer = await stripe(`/v1/customers/${await customerOf(email)}`);
  const [sub] = (await stripe(`/v1/subscriptions?customer=${customer.id}`)).data;
  await advanceClock(customer.test_clock, sub.items.data[0].current_period_end + DRAFT_HOUR + 60);
}

const DRAFT_HOUR = 3600;

async function advanceClock(id: string, to: number) {
  await stripe(`/v1/test_helpers/test_clocks/${id}/advance`, { frozen_time: String(Math.round(to)) });
}
