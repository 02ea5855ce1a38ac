import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { browserCard, setup, SK } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Running = Awaited<ReturnType<typeof setup>>;

/** `before` on a sandbox with the data file `name`, then `after` on a new one started on that file. */
async function acrossRestart<T>(
  name: string,
  before: (first: Running) => Promise<T>,
  after: (second: Running, made: T) => Promise<void>,
) {
  const dataFile = join(dir, name);
  const first = await setup({ dataFile });
  const made = await before(first);
  await first.sandbox.close();
  const second = await setup({ dataFile });
  await after(second, made);
  await second.sandbox.close();
}

describe('state under the data file', () => {
  it('keeps customers, cards, subscriptions and idempotency keys across a restart', () =>
    acrossRestart(
      'state.json',
      async (first) => {
        const customer = await first.stripe.customers.create(
          { email: 'keep@example.com' },
          { idempotencyKey: 'keep-1' },
        );
        const card = await browserCard(first.sandbox, '4242424242424242');
        await first.stripe.paymentMethods.attach(card.id, { customer: customer.id });
        const product = await first.stripe.products.create({ name: 'Plan' });
        const price = await first.stripe.prices.create({
          product: product.id,
          currency: 'jpy',
          unit_amount: 500,
          recurring: { interval: 'month' },
        });
        const sub = await first.stripe.subscriptions.create({
          customer: customer.id,
          items: [{ price: price.id }],
          default_payment_method: card.id,
        });
        expect(sub.status).toBe('active');
        return { customer, card, sub };
      },
      async (second, { customer, card, sub }) => {
        const stripe = new Stripe(SK, { host: '127.0.0.1', port: second.sandbox.port, protocol: 'http' });
        expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ email: 'keep@example.com' });
        expect((await stripe.customers.listPaymentMethods(customer.id)).data.map((p) => p.id)).toEqual([
          card.id,
        ]);
        expect(await stripe.subscriptions.retrieve(sub.id)).toMatchObject({ status: 'active' });
        // The same idempotency key still answers with the same customer.
        const again = await stripe.customers.create(
          { email: 'keep@example.com' },
          { idempotencyKey: 'keep-1' },
        );
        expect(again.id).toBe(customer.id);
      },
    ));
});

describe('billing settings under the data file', () => {
  it('keeps the dunning and invoice e-mail settings across a restart', () =>
    acrossRestart(
      'settings.json',
      async (first) => {
        const set = await fetch(`${first.sandbox.url}/_sandbox/settings`, {
          method: 'POST',
          body: JSON.stringify({ invoice_emails: false, send_invoice_final_action: 'unpaid' }),
        });
        expect(set.status).toBe(200);
      },
      async (second) => {
        expect(await (await fetch(`${second.sandbox.url}/_sandbox/settings`)).json()).toMatchObject({
          invoice_emails: false,
          send_invoice_final_action: 'unpaid',
          send_invoice_days_past_due: 30,
        });
      },
    ));
});
