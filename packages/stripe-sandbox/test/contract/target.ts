import Stripe from 'stripe';
import { startSandbox, type RunningSandbox } from '../../src/index.ts';

// Where the contract suite runs: the strict sandbox (default, every CI run) or a real Stripe test
// account when STRIPE_CONTRACT_SECRET_KEY=sk_test_... is set (needs network access to Stripe).

const realKey = process.env.STRIPE_CONTRACT_SECRET_KEY;
if (realKey && !realKey.startsWith('sk_test_'))
  throw new Error('STRIPE_CONTRACT_SECRET_KEY must be a test-mode secret key (sk_test_...)');
export const againstRealStripe = Boolean(realKey);

/** Stripe's test PaymentMethods (https://docs.stripe.com/testing#cards) and the sandbox's equal cards. */
const TEST_CARDS = {
  visa: { real: 'pm_card_visa', number: '4242424242424242' },
  mastercard: { real: 'pm_card_mastercard', number: '5555555555554444' },
  // 3-D Secure 2 on every payment, also off-session ones.
  threeDSecureRequired: { real: 'pm_card_threeDSecure2Required', number: '4000000000003220' },
  // 3-D Secure on on-session payments; off-session ones only until it is set up
  // (https://docs.stripe.com/testing#authentication-and-setup).
  authenticationRequiredOnSetup: {
    real: 'pm_card_authenticationRequiredOnSetup',
    number: '4000002500003155',
  },
  // Attaches fine; every charge is declined.
  chargeCustomerFail: { real: 'pm_card_chargeCustomerFail', number: '4000000000000341' },
} as const;
export type TestCard = keyof typeof TEST_CARDS;

export interface ContractTarget {
  stripe: Stripe;
  /** A test card attached to the customer; on Stripe the attach clones the test PaymentMethod. */
  attachCard(customer: string, card: TestCard): Promise<Stripe.PaymentMethod>;
  /** A customer on its own test clock (the clock's time starts at the real now). */
  clockedCustomer(
    params?: Stripe.CustomerCreateParams,
  ): Promise<{ customer: Stripe.Customer; clock: Stripe.TestHelpers.TestClock }>;
  /** Moves a test clock to `to` (unix seconds) and waits until Stripe has run everything due. */
  advanceClock(clock: string, to: number): Promise<Stripe.TestHelpers.TestClock>;
  /** Re-reads until `check` holds: Stripe applies some changes a moment after the call that caused them. */
  eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T>;
  close(): Promise<void>;
}

export async function contractTarget(): Promise<ContractTarget> {
  let sandbox: RunningSandbox | undefined;
  let stripe: Stripe;
  let browser: Stripe | undefined;
  if (realKey) {
    stripe = new Stripe(realKey, { maxNetworkRetries: 2 });
  } else {
    sandbox = await startSandbox({
      port: 0,
      secretKey: 'sk_test_contract',
      publishableKey: 'pk_test_contract',
      tickMs: 60_000,
      // Behaviours, not pacing (test/rate-limits.test.ts is about the limits): off, as in helpers.ts.
      rateLimits: { global: null, endpoint: null },
    });
    const local = { host: '127.0.0.1', port: sandbox.port, protocol: 'http' as const, maxNetworkRetries: 0 };
    stripe = new Stripe('sk_test_contract', local);
    // The sandbox has no pm_card_* fixtures: the card is created as Stripe.js would (publishable key).
    browser = new Stripe('pk_test_contract', local);
  }
  const clocks: string[] = [];

  async function attachCard(customer: string, card: TestCard) {
    const id = realKey
      ? TEST_CARDS[card].real
      : (
          await browser!.paymentMethods.create({
            type: 'card',
            card: { number: TEST_CARDS[card].number, exp_month: 12, exp_year: 2040, cvc: '123' },
          })
        ).id;
    return stripe.paymentMethods.attach(id, { customer });
  }

  async function clockedCustomer(params: Stripe.CustomerCreateParams = {}) {
    const clock = await stripe.testHelpers.testClocks.create({
      frozen_time: Math.floor(Date.now() / 1000),
      name: 'contract suite',
    });
    clocks.push(clock.id);
    const customer = await stripe.customers.create({ ...params, test_clock: clock.id });
    return { customer, clock };
  }

  async function advanceClock(clock: string, to: number) {
    await stripe.testHelpers.testClocks.advance(clock, { frozen_time: to });
    // Stripe advances asynchronously (status advancing -> ready); the sandbox answers ready at once.
    return eventually(
      () => stripe.testHelpers.testClocks.retrieve(clock),
      (c) => c.status === 'ready',
    );
  }

  async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + (realKey ? 120_000 : 2_000);
    for (;;) {
      const value = await read();
      if (check(value) || Date.now() > deadline) return value;
      await new Promise((r) => setTimeout(r, realKey ? 2_000 : 50));
    }
  }

  async function close() {
    // Deleting a test clock deletes its customers and their subscriptions.
    for (const id of clocks) await stripe.testHelpers.testClocks.del(id).catch(() => undefined);
    await sandbox?.close();
  }

  return { stripe, attachCard, clockedCustomer, advanceClock, eventually, close };
}

/** The error a Stripe call answered with (fails the test when it succeeded). */
export { stripeError } from '../helpers.ts';
