import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type Stripe from 'stripe';
import type { CardBehaviour } from './cards.ts';
import { defaultSettings, type BillingSettings } from './settings.ts';

// All sandbox state, as Stripe-shaped objects plus a few private side tables. Everything is
// JSON so it can be persisted to one file and reloaded after a restart.

export interface PaymentIntentExtra {
  invoice?: string;
  /** 3-D Secure was completed for the current attempt. */
  authenticated?: boolean;
  /** Test mode: when a pending konbini voucher pays itself (default test e-mail: after 3 minutes). */
  konbiniPaysAt?: number;
}

export interface SubscriptionExtra {
  /** Renewal invoice retries left after a failure (smart-retry stand-in). */
  retriesLeft?: number;
  /** Day of month the billing cycle is anchored to. */
  anchorDay: number;
  /** Prorations waiting for the next renewal invoice (proration_behavior=create_prorations). */
  pendingProrations?: import('./billing.ts').Line[];
  /** A change held by payment_behavior=pending_if_incomplete until `invoice` is paid. */
  pendingUpdate?: { invoice: string; items: Stripe.SubscriptionItem[]; anchor: number | null };
}

export interface Mail {
  id: string;
  to: string;
  subject: string;
  body: string;
  links: string[];
  created: number;
  kind: 'konbini_invoice' | 'konbini_voucher' | 'receipt' | 'invoice';
}

export interface IdempotencyRecord {
  fingerprint: string;
  status: number;
  body: string;
  created: number;
}

export interface State {
  customers: Record<string, Stripe.Customer>;
  products: Record<string, Stripe.Product>;
  prices: Record<string, Stripe.Price>;
  paymentMethods: Record<string, Stripe.PaymentMethod>;
  setupIntents: Record<string, Stripe.SetupIntent>;
  paymentIntents: Record<string, Stripe.PaymentIntent>;
  /** The successful charge of each paid intent (declined attempts keep only an id). */
  charges: Record<string, Stripe.Charge>;
  refunds: Record<string, Stripe.Refund>;
  subscriptions: Record<string, Stripe.Subscription>;
  subscriptionSchedules: Record<string, Stripe.SubscriptionSchedule>;
  invoices: Record<string, Stripe.Invoice>;
  invoicePayments: Record<string, Stripe.InvoicePayment>;
  events: Record<string, Stripe.Event>;
  testClocks: Record<string, Stripe.TestHelpers.TestClock>;
  cards: Record<string, CardBehaviour>;
  piExtra: Record<string, PaymentIntentExtra>;
  subExtra: Record<string, SubscriptionExtra>;
  /** PaymentMethods detached from their customer (unusable from then on), with the time. */
  detachedPaymentMethods: Record<string, number>;
  idempotency: Record<string, IdempotencyRecord>;
  inbox: Mail[];
  clockOffsetSeconds: number;
  invoiceCounter: number;
  /** Dashboard billing settings (invoice e-mails, dunning). */
  settings: BillingSettings;
}

export function emptyState(): State {
  return {
    customers: {},
    products: {},
    prices: {},
    paymentMethods: {},
    setupIntents: {},
    paymentIntents: {},
    charges: {},
    refunds: {},
    subscriptions: {},
    subscriptionSchedules: {},
    invoices: {},
    invoicePayments: {},
    events: {},
    testClocks: {},
    cards: {},
    piExtra: {},
    subExtra: {},
    detachedPaymentMethods: {},
    idempotency: {},
    inbox: [],
    clockOffsetSeconds: 0,
    invoiceCounter: 0,
    settings: defaultSettings(),
  };
}

export class Store {
  state: State;
  private saveScheduled = false;

  constructor(private readonly file?: string) {
    this.state = emptyState();
    if (file) {
      try {
        const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<State>;
        this.state = { ...emptyState(), ...saved, settings: { ...defaultSettings(), ...saved.settings } };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
    }
  }

  /** Coalesce writes: one atomic write (tmp + rename) per tick of changes. */
  changed(): void {
    if (!this.file || this.saveScheduled) return;
    this.saveScheduled = true;
    setImmediate(() => {
      this.saveScheduled = false;
      this.saveNow();
    });
  }

  saveNow(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.state));
    renameSync(tmp, this.file);
  }
}

/** Stripe lists are newest first; ties keep reverse insertion order. */
export function newestFirst<T extends { created: number }>(items: T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => b.item.created - a.item.created || b.i - a.i)
    .map((x) => x.item);
}
