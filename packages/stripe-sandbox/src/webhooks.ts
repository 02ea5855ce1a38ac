import { createHmac } from 'node:crypto';
import type Stripe from 'stripe';

// Delivers events like Stripe does: POST JSON to the endpoint, signed with
// `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256("<t>.<body>", secret)>`, retried with
// exponential backoff on a non-2xx answer or a connection error. What is not yet delivered is kept
// with the state (the Sandbox's `webhookQueue`) and delivered again after a restart.

export function signPayload(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface WebhookOptions {
  url?: string;
  secret?: string;
  /** Test switch: every event is delivered twice, batches in reverse order. */
  twiceOutOfOrder?: boolean;
  /** First retry delay; doubles each time (Stripe uses hours, we use seconds). */
  retryBaseMs?: number;
  maxAttempts?: number;
  /** Unix seconds for the signature timestamp (real time: constructEvent checks tolerance). */
  nowSeconds?: () => number;
  /**
   * Each attempt's outcome, for the durable queue (store.ts `webhookQueue`): `done` once the event
   * was acknowledged or its last attempt failed; otherwise `attempt` attempts have failed.
   */
  onAttempt?: (eventId: string, attempt: number, done: boolean) => void;
}

export interface DeliveryLog {
  eventId: string;
  type: string;
  attempt: number;
  status: number | 'error';
  at: number;
}

export class WebhookDeliverer {
  readonly log: DeliveryLog[] = [];
  private pending = new Set<Promise<void>>();
  private timers = new Set<NodeJS.Timeout>();
  private batch: Stripe.Event[] = [];
  private closed = false;

  constructor(private readonly opts: WebhookOptions) {}

  enqueue(event: Stripe.Event): void {
    if (!this.opts.url || this.closed) return;
    if (!this.opts.twiceOutOfOrder) {
      this.track(this.deliver(event, 1));
      return;
    }
    // Collect the events of the next 100 ms, then send them newest-first and again oldest-first.
    this.batch.push(event);
    if (this.batch.length === 1) {
      this.later(100, () => {
        const events = this.batch;
        this.batch = [];
        this.track(
          (async () => {
            for (const e of [...events].reverse()) await this.deliver(e, 1);
            for (const e of events) await this.deliver(e, 1);
          })(),
        );
      });
    }
  }

  /**
   * An event a previous run had not delivered (read back from the durable queue): its next attempt,
   * `attempt`, is made now, then retried as any other.
   */
  resume(event: Stripe.Event, attempt: number): void {
    if (!this.opts.url || this.closed) return;
    this.track(this.deliver(event, attempt));
  }

  /** Resolves when every queued delivery (including scheduled retries) has finished. */
  async idle(): Promise<void> {
    while (this.pending.size > 0 || this.timers.size > 0) {
      await Promise.all([...this.pending]);
      if (this.timers.size > 0) await new Promise((r) => setTimeout(r, 10));
    }
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private track(p: Promise<void>): void {
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  private later(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    t.unref();
    this.timers.add(t);
  }

  private async deliver(event: Stripe.Event, attempt: number): Promise<void> {
    if (this.closed || !this.opts.url) return;
    const payload = JSON.stringify(event, null, 2);
    const t = this.opts.nowSeconds?.() ?? Math.floor(Date.now() / 1000);
    let status: number | 'error' = 'error';
    try {
      const res = await fetch(this.opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signPayload(payload, this.opts.secret ?? '', t),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 'error';
    }
    this.log.push({ eventId: event.id, type: event.type, attempt, status, at: t });
    const ok = typeof status === 'number' && status >= 200 && status < 300;
    const max = this.opts.maxAttempts ?? 5;
    this.opts.onAttempt?.(event.id, attempt, ok || attempt >= max);
    if (!ok && attempt < max && !this.closed) {
      const delay = (this.opts.retryBaseMs ?? 1000) * 2 ** (attempt - 1);
      this.later(delay, () => this.track(this.deliver(event, attempt + 1)));
    }
  }
}
