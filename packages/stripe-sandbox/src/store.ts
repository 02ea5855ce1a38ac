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
  /** The period end whose upcoming-renewal notice was sent (upcoming-renewals.ts): once per period. */
  upcomingNotified?: number;
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
    | 'payment_action_required'
    | 'renewal_reminder';
}

/**
 * An event whose delivery the endpoint has not yet acknowledged (2xx), with the attempts that failed
 * so far. Kept with the state, so a restart, even after kill -9, delivers it again: Stripe retries
 * undelivered events for up to three days (https://docs.stripe.com/webhooks#retries).
 */
export interface QueuedDelivery {
  attempts: number;
}

export interface IdempotencyRecord {
  fingerprint: string;
  status: number;
  body: string;
  created: number;
}

/** A table's rows by id; a Stripe object's table names its ids' prefix and what Stripe calls them. */
interface TableSpec<Row> {
  prefix?: string;
  kind?: string;
  /** Never set: carries the row type. */
  row?: Row;
}
const table = <Row>(prefix?: string, kind?: string): TableSpec<Row> => ({ prefix, kind });

/** The id-keyed tables (everything in State but the inbox and the scalars), each declared once. */
const TABLE_SPECS = {
  customers: table<Stripe.Customer>('cus', 'customer'),
  products: table<Stripe.Product>('prod', 'product'),
  prices: table<Stripe.Price>('price', 'price'),
  paymentMethods: table<Stripe.PaymentMethod>('pm', 'payment_method'),
  setupIntents: table<Stripe.SetupIntent>('seti', 'setup_intent'),
  paymentIntents: table<Stripe.PaymentIntent>('pi', 'payment_intent'),
  /** The successful charge of each paid intent (declined attempts keep only an id). */
  charges: table<Stripe.Charge>('ch', 'charge'),
  refunds: table<Stripe.Refund>('re', 'refund'),
  subscriptions: table<Stripe.Subscription>('sub', 'subscription'),
  /** Not expanded from an id; a missing one is "No such object". */
  subscriptionSchedules: table<Stripe.SubscriptionSchedule>(),
  invoices: table<Stripe.Invoice>('in', 'invoice'),
  invoicePayments: table<Stripe.InvoicePayment>('inpay', 'invoice_payment'),
  events: table<Stripe.Event>('evt', 'event'),
  testClocks: table<Stripe.TestHelpers.TestClock>('clock', 'test_clock'),
  cards: table<CardBehaviour>(),
  piExtra: table<PaymentIntentExtra>(),
  subExtra: table<SubscriptionExtra>(),
  /** PaymentMethods detached from their customer (unusable from then on), with the time. */
  detachedPaymentMethods: table<number>(),
  /** Invoice id -> the retry it had scheduled when its automatic collection was stopped. */
  pausedPaymentAttempts: table<number>(),
  idempotency: table<IdempotencyRecord>(),
  /** Event id -> its delivery still owed to the webhook endpoint (src/webhooks.ts). */
  webhookQueue: table<QueuedDelivery>(),
};

export type Table = keyof typeof TABLE_SPECS;
export const TABLES = Object.keys(TABLE_SPECS) as Table[];

type Tables = { [K in Table]: Record<string, NonNullable<(typeof TABLE_SPECS)[K]['row']>> };

export interface State extends Tables {
  inbox: Mail[];
  clockOffsetSeconds: number;
  invoiceCounter: number;
  /** Dashboard billing settings (invoice e-mails, dunning). */
  settings: BillingSettings;
}

export function emptyState(): State {
  return {
    ...(Object.fromEntries(TABLES.map((name) => [name, {}])) as Tables),
    inbox: [],
    clockOffsetSeconds: 0,
    invoiceCounter: 0,
    settings: defaultSettings(),
  };
}

/** What Stripe calls a table's objects ("No such customer"), `object` for a side table. */
export const kindOf = (name: Table): string => TABLE_SPECS[name].kind ?? 'object';

/** The table of the Stripe objects whose ids start `prefix_`, if any. */
export const tableOfPrefix = (prefix: string): Table | undefined =>
  TABLES.find((name) => TABLE_SPECS[name].prefix === prefix);

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
