import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { Store, type Mail } from '../src/store.ts';

// The data file's journal (src/journal.ts) without HTTP: a store that is never closed stands for a
// process killed with SIGKILL.

const dir = mkdtempSync(join(tmpdir(), 'sandbox-journal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const freshFile = () => join(dir, `state-${++n}.json`);

const customer = (id: string, email: string) => ({ id, object: 'customer', email }) as Stripe.Customer;
const mail = (id: string): Mail => ({
  id,
  to: 'fan@example.com',
  subject: 's',
  body: 'b',
  links: [],
  created: 1,
  kind: 'receipt',
});

describe('the journal', () => {
  it('brings back every committed change after a kill, deletes and the inbox included', () => {
    const file = freshFile();
    const first = new Store(file);
    first.state.customers.cus_a = customer('cus_a', 'a@example.com');
    first.state.customers.cus_b = customer('cus_b', 'b@example.com');
    first.state.inbox.push(mail('mail_1'));
    first.changed();
    first.commit();
    first.state.customers.cus_a.email = 'changed@example.com';
    delete first.state.customers.cus_b;
    first.state.settings.invoice_emails = false;
    first.state.invoiceCounter = 7;
    first.changed();
    first.commit();

    const second = new Store(file);
    expect(second.state.customers).toEqual({ cus_a: customer('cus_a', 'changed@example.com') });
    expect(second.state.inbox.map((m) => m.id)).toEqual(['mail_1']);
    expect(second.state.settings.invoice_emails).toBe(false);
    expect(second.state.invoiceCounter).toBe(7);
    // Started: folded into the snapshot, the journal empty again.
    expect(statSync(`${file}.journal`).size).toBe(0);
  });

  it('writes only what changed, and nothing for reads', () => {
    const file = freshFile();
    const store = new Store(file);
    for (let i = 0; i < 50; i++) store.state.customers[`cus_${i}`] = customer(`cus_${i}`, `${i}@example.com`);
    store.commit(true);
    const size = statSync(`${file}.journal`).size;
    // A read of every customer (a list), then a POST that changes one of them.
    expect(Object.values(store.state.customers)).toHaveLength(50);
    store.commit();
    expect(statSync(`${file}.journal`).size).toBe(size);
    expect(Object.values(store.state.customers)).toHaveLength(50);
    store.state.customers.cus_7!.email = 'seven@example.com';
    store.commit(true); // a POST: compared even though changed() was not called
    const lines = readFileSync(`${file}.journal`, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(Object.keys((JSON.parse(lines[1]!) as { put: { customers: object } }).put.customers)).toEqual([
      'cus_7',
    ]);
    expect(new Store(file).state.customers.cus_7?.email).toBe('seven@example.com');
  });

  it('ignores the torn tail of a write that never finished', () => {
    const file = freshFile();
    const store = new Store(file);
    store.state.customers.cus_a = customer('cus_a', 'a@example.com');
    store.commit(true);
    appendFileSync(`${file}.journal`, '{"seq":2,"put":{"customers":{"cus_b":{"id":"cus_');
    const again = new Store(file);
    expect(Object.keys(again.state.customers)).toEqual(['cus_a']);
    again.state.customers.cus_c = customer('cus_c', 'c@example.com');
    again.commit(true);
    expect(Object.keys(new Store(file).state.customers).sort()).toEqual(['cus_a', 'cus_c']);
  });

  it('skips lines already in the snapshot (a compaction whose journal truncation was lost)', () => {
    const file = freshFile();
    const store = new Store(file);
    store.state.customers.cus_a = customer('cus_a', 'a@example.com');
    store.state.inbox.push(mail('mail_1'), mail('mail_2'));
    store.commit(true);
    const journal = readFileSync(`${file}.journal`);
    store.close();
    writeFileSync(`${file}.journal`, journal);
    const again = new Store(file);
    expect(again.state.inbox.map((m) => m.id)).toEqual(['mail_1', 'mail_2']);
    expect(Object.keys(again.state.customers)).toEqual(['cus_a']);
  });

  it('shows a subscription item the price as it is now, also when only the price was written', () => {
    const file = freshFile();
    const store = new Store(file);
    const price = { id: 'price_a', object: 'price', active: true } as Stripe.Price;
    store.state.prices.price_a = price;
    const item = { id: 'si_a', price } as Stripe.SubscriptionItem;
    store.state.subscriptions.sub_a = { id: 'sub_a', items: { data: [item] } } as Stripe.Subscription;
    store.commit(true);
    store.state.prices.price_a!.active = false; // archived: the subscription is not touched
    store.commit(true);
    const again = new Store(file);
    expect(again.state.subscriptions.sub_a!.items.data[0]!.price.active).toBe(false);
  });

  it('loads a data file written before the journal existed', () => {
    const file = freshFile();
    writeFileSync(file, JSON.stringify({ customers: { cus_old: customer('cus_old', 'o@example.com') } }));
    const store = new Store(file);
    expect(store.state.customers.cus_old?.email).toBe('o@example.com');
    expect(store.state.settings.card_retry_days).toEqual([3, 2, 2]);
  });
});
