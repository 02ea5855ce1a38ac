import type Stripe from 'stripe';
import { expect } from 'vitest';
import { againstRealStripe, contractTarget, type ContractTarget } from './target.ts';

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
  return {
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
  };
}
