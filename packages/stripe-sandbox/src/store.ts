import type Stripe from 'stripe';
import type { CardBehaviour } from './cards.ts';
import { Journal } from './journal.ts';
import { defaultSettings, type BillingSettings } from './settings.ts';

// All sandbox state, as Stripe-shaped objects plus a few private side tables. Everything is
// JSON so it can be persisted (src/journal.ts) and reloaded after a restart.

export interface PaymentIntentExtra {
  invoice?: string;
  /** 3-D Secure was completed for the current attempt. */
  authenticated?: boolean;
  /** Test mode: when a pending konbini voucher pays itself (default test e-mail: after 3 minutes). */
  konbiniPaysAt?: number;
}

/** An invoice line being built (kept in state as a subscription's pending prorations). */
export interface Line {
  price: Stripe.Price;
  quantity: number;
  amount: number;
  description: string;
  proration: boolean;
  period: { start: number; end: number };
  subscriptionItem: string;
}

export interface SubscriptionExtra {
  /** Renewal invoice retries left after a failure (smart-retry stand-in). */
  retriesLeft?: number;
  /** Day of month the billing cycle is anchored to. */
  anchorDay: number;
  /** Prorations waiting for the next renewal invoice (proration_behavior=create_prorations). */
  pendingProrations?: Line[];
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
  kind:
    | 'konbini_invoice'
    | 'konbini_voucher'
    | 'receipt'
    | 'invoice'
    | 'payment_failed'
    | 'payment_action_required';
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
  /** Invoice id -> the retry it had scheduled when its automatic collection was stopped. */
  pausedPaymentAttempts: Record<string, number>;
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
    pausedPaymentAttempts: {},
    idempotency: {},
    inbox: [],
    clockOffsetSeconds: 0,
    invoiceCounter: 0,
    settings: defaultSettings(),
  };
}

/** The id-keyed tables (everything in State but the inbox and the scalars). */
export const TABLES = [
  'customers',
  'products',
  'prices',
  'paymentMethods',
  'setupIntents',
  'paymentIntents',
  'charges',
  'refunds',
  'subscriptions',
  'subscriptionSchedules',
  'invoices',
  'invoicePayments',
  'events',
  'testClocks',
  'cards',
  'piExtra',
  'subExtra',
  'detachedPaymentMethods',
  'pausedPaymentAttempts',
  'idempotency',
] as const satisfies readonly (keyof State)[];

export type Table = (typeof TABLES)[number];

/**
 * Without a file the state lives in memory only (most tests) and commit() does nothing. With one,
 * commit() writes what changed to the journal (src/journal.ts) and returns once it is on disk.
 */
export class Store {
  readonly state: State = emptyState();
  private readonly journal?: Journal;
  private dirty = false;
  private closed = false;

  constructor(file?: string) {
    if (!file) return;
    this.journal = new Journal(
      file,
      this.state as unknown as Record<string, unknown>,
      TABLES,
      'inbox',
      (saved) => {
        const loaded = saved as Partial<State>;
        Object.assign(this.state, loaded, { settings: { ...defaultSettings(), ...loaded.settings } });
      },
    );
    relinkPrices(this.state);
  }

  /** Something changed: the next commit writes it even if it was a read-only request. */
  changed(): void {
    this.dirty = true;
  }

  /** `force`: compare everything touched even if changed() was not called (any POST). */
  commit(force = false): void {
    if (!this.journal || this.closed) return;
    if (!this.dirty && !force) {
      this.journal.forgetReads();
      return;
    }
    this.journal.commit();
    this.dirty = false;
  }

  close(): void {
    this.commit(true);
    this.journal?.close();
    this.closed = true;
  }
}

/**
 * A subscription item shows its Price as it is now (archived, renamed): in memory it holds the
 * prices table's object itself. JSON copies it, so a loaded state points the items back at it.
 */
function relinkPrices(state: State): void {
  const current = <T extends { price: Stripe.Price }>(x: T) => {
    const price = state.prices[x.price.id];
    if (price) x.price = price;
  };
  for (const sub of Object.values(state.subscriptions)) sub.items.data.forEach(current);
  for (const extra of Object.values(state.subExtra)) {
    extra.pendingUpdate?.items.forEach(current);
    extra.pendingProrations?.forEach(current);
  }
}

/** Stripe lists are newest first; ties keep reverse insertion order. */
export function newestFirst<T extends { created: number }>(items: T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => b.item.created - a.item.created || b.i - a.i)
    .map((x) => x.item);
}
