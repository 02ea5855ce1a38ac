import type Stripe from 'stripe';
import { Clock } from './clock.ts';
import { invalidRequest, noSuch } from './http/errors.ts';
import { newId } from './ids.ts';
import { kindOf, Store, tableOfPrefix, type State, type Table } from './store.ts';
import { WebhookDeliverer } from './webhooks.ts';
import { RateLimiter, rateLimitsFromEnv, type RateLimits } from './http/rate-limit.ts';

// The hub every resource module works through: state, time, events and expansion.

/** https://docs.stripe.com/expand: "Expansions have a maximum depth of four levels". */
const MAX_EXPAND_DEPTH = 4;

export interface SandboxConfig {
  secretKey: string;
  publishableKey: string;
  webhookUrl?: string;
  webhookSecret?: string;
  dataFile?: string;
  deliverTwiceOutOfOrder?: boolean;
  webhookRetryBaseMs?: number;
  webhookMaxAttempts?: number;
  /** Real-time source in ms (tests may pin it). */
  now?: () => number;
  /** Stripe's rate limits (http/rate-limit.ts); default from SANDBOX_RATE_LIMIT, else 25 a second. */
  rateLimits?: RateLimits;
}

export const API_VERSION = '2026-10-28.endive';

export class Sandbox {
  readonly store: Store;
  readonly clock: Clock;
  readonly webhooks: WebhookDeliverer;
  baseUrl = '';
  /** Stripe's per-account and per-endpoint rate limits (https://docs.stripe.com/rate-limits). */
  readonly rateLimiter: RateLimiter;
  /**
   * The API request being handled (route handlers are synchronous), so an event it causes names it
   * in `request`; null outside a request: such events are automatic, as Stripe's are.
   * https://docs.stripe.com/api/events/object#event_object-request
   */
  currentRequest: { id: string; idempotency_key: string | null } | null = null;
  /** Events waiting for their commit: a webhook never tells of a change that could still be lost. */
  private unsent: Stripe.Event[] = [];
  private commitQueued = false;

  constructor(readonly config: SandboxConfig) {
    this.rateLimiter = new RateLimiter(config.rateLimits ?? rateLimitsFromEnv(process.env));
    this.store = new Store(config.dataFile);
    this.clock = new Clock(config.now, this.store.state.clockOffsetSeconds);
    this.webhooks = new WebhookDeliverer({
      url: config.webhookUrl,
      secret: config.webhookSecret,
      twiceOutOfOrder: config.deliverTwiceOutOfOrder,
      retryBaseMs: config.webhookRetryBaseMs,
      maxAttempts: config.webhookMaxAttempts,
      nowSeconds: () => Math.floor((config.now ?? Date.now)() / 1000),
      onAttempt: (eventId, attempt, done) => this.deliveryAttempted(eventId, attempt, done),
    });
  }

  /**
   * Delivers again what a previous run had queued and not delivered (a kill -9, a stop during
   * retries): Stripe keeps retrying an undelivered event for up to three days
   * (https://docs.stripe.com/webhooks#retries). Called once the server listens.
   */
  redeliverQueued(): void {
    for (const [id, queued] of Object.entries(this.state.webhookQueue)) {
      const event = this.state.events[id];
      if (event && this.config.webhookUrl) this.webhooks.resume(event, queued.attempts + 1);
      else delete this.state.webhookQueue[id];
    }
    this.changed();
  }

  private deliveryAttempted(eventId: string, attempt: number, done: boolean): void {
    const queued = this.state.webhookQueue[eventId];
    if (!queued) return;
    if (done) delete this.state.webhookQueue[eventId];
    else queued.attempts = attempt;
    this.changed();
  }

  get state(): State {
    return this.store.state;
  }

  changed(): void {
    this.store.changed();
    // Requests, the clock's tick and advance() commit before they return; this catches any other
    // caller (tests driving the sandbox's functions directly).
    if (this.commitQueued) return;
    this.commitQueued = true;
    setImmediate(() => {
      this.commitQueued = false;
      try {
        this.commit();
      } catch (e) {
        console.error('stripe-sandbox: could not save its state', e);
      }
    });
  }

  /**
   * Makes every change so far durable (with a data file: on disk when this returns), then lets the
   * webhooks about them go. Called before any answer is sent. `force`: look for changes even when
   * changed() was not called (every POST), as a missed changed() must not lose anything.
   */
  commit(force = false): void {
    if (this.state.clockOffsetSeconds !== this.clock.offsetSeconds) {
      this.state.clockOffsetSeconds = this.clock.offsetSeconds;
      this.store.changed();
    }
    this.store.commit(force);
    const events = this.unsent;
    this.unsent = [];
    for (const event of events) this.webhooks.enqueue(event);
  }

  /** Sandbox time for objects of this customer: its test clock if any, else global time. */
  now(customerId?: string | null | { id: string }): number {
    const id = typeof customerId === 'object' && customerId ? customerId.id : customerId;
    const clockId = id ? this.testClockOf(id) : undefined;
    const clock = clockId ? this.state.testClocks[clockId] : undefined;
    return clock ? clock.frozen_time : this.clock.now();
  }

  testClockOf(customerId: string): string | undefined {
    const tc = this.state.customers[customerId]?.test_clock;
    return typeof tc === 'string' ? tc : (tc?.id ?? undefined);
  }

  get<K extends Table>(table: K, id: string, param = 'id'): NonNullable<State[K][string]> {
    const found = (this.state[table] as Record<string, unknown>)[id];
    if (!found) throw noSuch(kindOf(table), id, param);
    return found as NonNullable<State[K][string]>;
  }

  lookup(id: string): { object: string } | undefined {
    const table = tableOfPrefix(id.slice(0, id.indexOf('_')));
    if (!table) return undefined;
    return (this.state[table] as Record<string, { object: string }>)[id];
  }

  emit(
    type: string,
    object: { id: string; object: string },
    previous?: Record<string, unknown>,
    customerId?: string | null,
  ): Stripe.Event {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: this.now(customerId),
      data: {
        object: JSON.parse(JSON.stringify(object)) as unknown,
        ...(previous ? { previous_attributes: previous } : {}),
      },
      livemode: false,
      pending_webhooks: this.config.webhookUrl ? 1 : 0,
      request: this.currentRequest ? { ...this.currentRequest } : { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
    this.state.events[event.id] = event;
    // Owed to the endpoint from its commit on, until acknowledged (redeliverQueued after a restart).
    if (this.config.webhookUrl) this.state.webhookQueue[event.id] = { attempts: 0 };
    this.changed();
    this.unsent.push(event);
    return event;
  }

  /**
   * An update's event: `previous_attributes` are the fields (of `keys`, default all) that differ
   * from `before`, a JSON copy taken before the change; no event when none does.
   */
  emitUpdated<T extends { id: string; object: string }>(
    type: string,
    object: T,
    before: T,
    customerId: string | null,
    keys = Object.keys(object) as (keyof T & string)[],
  ): void {
    const previous: Record<string, unknown> = {};
    for (const k of keys)
      if (JSON.stringify(object[k]) !== JSON.stringify(before[k])) previous[k] = before[k];
    this.changed();
    if (Object.keys(previous).length > 0) this.emit(type, object, previous, customerId);
  }

  /**
   * `expand[]` paths such as `latest_invoice.payments.data.payment`. Ids are replaced by their
   * objects; includable fields (invoice `payments`, `confirmation_secret`) are computed only when
   * asked for, as in Stripe. Stripe refuses paths deeper than four levels
   * (https://docs.stripe.com/expand); so does the sandbox.
   */
  expand(value: unknown, paths: string[]): unknown {
    for (const p of paths) {
      if (p.split('.').length > MAX_EXPAND_DEPTH)
        throw invalidRequest(
          `You cannot expand more than ${MAX_EXPAND_DEPTH} levels of a property. Property: ${p}`,
          'expand',
        );
    }
    let out = value;
    for (const p of paths) out = this.expandPath(out, p.split('.'), p);
    return out;
  }

  private expandPath(value: unknown, path: string[], full: string): unknown {
    const [head, ...rest] = path;
    if (head === undefined || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((v) => this.expandPath(v, path, full));
    const obj = value as Record<string, unknown>;
    if (obj.object === 'list' && head === 'data') {
      return { ...obj, data: (obj.data as unknown[]).map((v) => this.expandPath(v, rest, full)) };
    }
    let field = obj[head];
    const includable = this.includable(obj, head);
    if (includable !== undefined) field = includable;
    else if (typeof field === 'string') {
      const found = this.lookup(field);
      if (!found) throw invalidRequest(`This property cannot be expanded (${head}).`, 'expand');
      field = JSON.parse(JSON.stringify(found));
    } else if (field === undefined) {
      throw invalidRequest(`This property cannot be expanded (${head}).`, 'expand');
    }
    return { ...obj, [head]: this.expandPath(field, rest, full) };
  }

  private includable(obj: Record<string, unknown>, field: string): unknown {
    if (obj.object !== 'invoice') return undefined;
    const inv = this.state.invoices[obj.id as string];
    if (!inv) return undefined;
    if (field === 'payments') {
      const data = Object.values(this.state.invoicePayments).filter((p) => p.invoice === inv.id);
      return { object: 'list', data, has_more: false, url: `/v1/invoices/${inv.id}/payments` };
    }
    if (field === 'confirmation_secret') {
      const pay = Object.values(this.state.invoicePayments).find((p) => p.invoice === inv.id && p.is_default);
      const piId = pay?.payment.payment_intent;
      const pi = typeof piId === 'string' ? this.state.paymentIntents[piId] : undefined;
      return pi?.client_secret ? { client_secret: pi.client_secret, type: 'payment_intent' } : null;
    }
    return undefined;
  }
}
