import type Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import { againstRealStripe, contractTarget, type ContractTarget, type TestCard } from './target.ts';

// What every contract file sets up: its target (sandbox or real Stripe), three prices, and the
// helpers the cases share. Each file makes its own (a file's test clocks are deleted at its end).

export const DAY = 86400;
export const timeout = againstRealStripe ? 300_000 : 30_000;

export interface Fixtures {
  t: ContractTarget;
  stripe: Stripe;
  monthly: Stripe.Price;
  monthlyHigher: Stripe.Price;
  yearly: Stripe.Price;
  /** A card subscription on its own test clock, its first invoice paid. */
  cardSubscription(price?: Stripe.Price): Promise<{
    customer: Stripe.Customer;
    clock: Stripe.TestHelpers.TestClock;
    card: Stripe.PaymentMethod;
    sub: Stripe.Subscription;
  }>;
  invoicesOf(sub: string): Promise<Stripe.Invoice[]>;
  /** The PaymentMethod that paid an invoice (invoice `payments` are included only when expanded). */
  paidWith(invoice: string): Promise<string | Stripe.PaymentMethod | null>;
  /** The subscription's renewal invoice, once paid. */
  renewalOf(sub: string): Promise<Stripe.Invoice>;
  /** A test card attached to the customer and made the subscription's default payment method. */
  payWith(customer: string, sub: string, card: TestCard): Promise<Stripe.PaymentMethod>;
  /** An upgrade to monthlyHigher held by pending_if_incomplete until its invoice is paid. */
  heldUpgrade(sub: Stripe.Subscription, expand?: string[]): Promise<Stripe.Subscription>;
  /** A monthlyHigher subscription whose schedule moves it to monthly at the period end. */
  scheduledDowngrade(): Promise<{
    customer: Stripe.Customer;
    clock: Stripe.TestHelpers.TestClock;
    card: Stripe.PaymentMethod;
    sub: Stripe.Subscription;
    schedule: Stripe.SubscriptionSchedule;
    periodEnd: number;
  }>;
}

export async function contractFixtures(): Promise<Fixtures> {
  const t = await contractTarget();
  const stripe = t.stripe;
  const product = await stripe.products.create({ name: 'Contract suite tier' });
  const price = (amount: number, interval: 'month' | 'year') =>
    stripe.prices.create({
      product: product.id,
      currency: 'jpy',
      unit_amount: amount,
      recurring: { interval },
    });
  const [monthly, monthlyHigher, yearly] = await Promise.all([
    price(1000, 'month'),
    price(2000, 'month'),
    price(10000, 'year'),
  ]);
  const f: Fixtures = {
    t,
    stripe,
    monthly,
    monthlyHigher,
    yearly,
    async cardSubscription(p = monthly) {
      const { customer, clock } = await t.clockedCustomer({ email: 'contract@example.com' });
      const card = await t.attachCard(customer.id, 'visa');
      const sub = await stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: p.id }],
        default_payment_method: card.id,
        payment_behavior: 'allow_incomplete',
      });
      expect(sub.status).toBe('active');
      return { customer, clock, card, sub };
    },
    invoicesOf: async (sub) => (await stripe.invoices.list({ subscription: sub })).data,
    async paidWith(invoice) {
      const full = await stripe.invoices.retrieve(invoice, { expand: ['payments'] });
      const intent = full.payments!.data[0]!.payment.payment_intent as string;
      return (await stripe.paymentIntents.retrieve(intent)).payment_method;
    },
    renewalOf: (sub) =>
      t.eventually(
        async () => (await f.invoicesOf(sub))[0]!,
        (i) => i.billing_reason === 'subscription_cycle' && i.status === 'paid',
      ),
    async payWith(customer, sub, card) {
      const pm = await t.attachCard(customer, card);
      await stripe.subscriptions.update(sub, { default_payment_method: pm.id });
      return pm;
    },
    async heldUpgrade(sub, expand) {
      const held = await stripe.subscriptions.update(sub.id, {
        items: [{ id: sub.items.data[0]!.id, price: monthlyHigher.id }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
        ...(expand ? { expand } : {}),
      });
      expect(held.pending_update).not.toBeNull();
      expect(held.items.data[0]!.price.id).toBe(monthly.id);
      return held;
    },
    async scheduledDowngrade() {
      const { customer, clock, card, sub } = await f.cardSubscription(monthlyHigher);
      const item = sub.items.data[0]!;
      const schedule = await stripe.subscriptionSchedules.create({ from_subscription: sub.id });
      expect(schedule.current_phase?.start_date).toBe(item.current_period_start);
      await stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        proration_behavior: 'none',
        phases: [
          {
            items: [{ price: monthlyHigher.id }],
            start_date: schedule.phases[0]!.start_date,
            end_date: item.current_period_end,
          },
          { items: [{ price: monthly.id }], duration: { interval: 'month', interval_count: 1 } },
        ],
      });
      return { customer, clock, card, sub, schedule, periodEnd: item.current_period_end };
    },
  };
  return f;
}

/** A file's fixtures: made before its cases, its test clocks deleted after them. */
export function useContractFixtures(): Fixtures {
  const f = {} as Fixtures;
  beforeAll(async () => {
    Object.assign(f, await contractFixtures());
  }, timeout);
  afterAll(() => f.t?.close(), timeout);
  return f;
}
