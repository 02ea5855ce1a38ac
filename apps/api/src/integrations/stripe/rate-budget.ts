import type { Queryable } from '../../db/db';
import { logger } from '../../lib/logger';

/**
 * Who is waiting for a Stripe call: a fan's tap goes first (its request has a deadline), then a
 * queued purchase being sent (complete-queued-purchases.ts: a fan's too, but nobody waits on the
 * line for it), then webhooks and the reconciler.
 */
export type StripePriority = 'fan' | 'queued' | 'background';

/**
 * The Stripe account's rate, shared by every instance (docs/decisions/055-stripe-rate-limits.md):
 * `take` resolves true when this call may go to Stripe now, false when `deadline` (performance.now()
 * ms) came first.
 */
export interface StripeRateBudget {
  take(priority: StripePriority, deadline: number): Promise<boolean>;
}

export interface BudgetSettings {
  /** The account's limit (operations a second): Stripe's 100 live, 25 in a sandbox. */
  limit: number;
  /** The share of it the API uses (the rest: Stripe.js in browsers, the Dashboard, clock drift). */
  share: number;
}

/**
 * The bucket of a limit: refills at share × limit a second and holds at most what is left of the
 * limit (at least 1), so at most `limit` calls leave in any second, however the refills fall.
 * Background calls (webhooks, the reconciler) get tokens only while no instance's fans have been left
 * waiting in the last FAN_WAIT_HOLD: under a spike fans take the whole rate, and the rest when quiet.
 */
export function bucketOf({ limit, share }: BudgetSettings) {
  const rate = limit * share;
  return { rate, capacity: Math.max(1, Math.floor(limit - rate)) };
}

/** How long after fans were left waiting (on any instance) background calls still wait. */
const FAN_WAIT_HOLD = '1 second';

interface Waiter {
  deadline: number;
  resolve: (granted: boolean) => void;
}

const NAME = 'account';

interface Grant {
  fan: number;
  bg: number;
  /** What is left in the bucket after the grant. */
  tokens: number;
}

/** Takes up to `fan` + `bg` tokens from the bucket: the one step the two stores differ in. */
type TakeTokens = (bucket: Bucket, fan: number, bg: number) => Promise<Grant>;
type Bucket = ReturnType<typeof bucketOf>;

/**
 * A token bucket row in PostgreSQL (migration 0049) taken from by one conditional UPDATE, whose
 * grant is worked out from the row's latest version (an UPDATE re-evaluates its SET list on the
 * version it waited for), so two instances never give out the same token: one statement, no session
 * state, so through pgbouncer in transaction mode too. `db` should be a pool of its own: a Stripe call
 * made inside a transaction holds one connection while it waits for its token.
 */
export function postgresRateBudget(db: Queryable, settings: () => BudgetSettings): StripeRateBudget {
  let ready: Promise<void> | null = null;
  const ensureRow = (capacity: number) =>
    (ready ??= db
      .query(
        `INSERT INTO stripe_rate_budget (name, tokens, at) VALUES ($1, $2, now()) ON CONFLICT (name) DO NOTHING`,
        [NAME, capacity],
      )
      .then(() => undefined)
      .catch((error: unknown) => {
        ready = null;
        throw error;
      }));

  // What is in the bucket now, from the row's own (latest) values.
  const avail = `LEAST($2::float8, tokens + $3::float8 * GREATEST(0, EXTRACT(EPOCH FROM now() - at)))`;
  const fanGrant = `LEAST($4::int, FLOOR(${avail})::int)`;
  const bgGrant = `CASE WHEN fans_waiting_until > now() OR $4::int > ${fanGrant} THEN 0
      ELSE LEAST($5::int, GREATEST(0, FLOOR(${avail} - ${fanGrant}))::int) END`;
  const TAKE = `UPDATE stripe_rate_budget SET
      fan_granted = ${fanGrant},
      bg_granted = ${bgGrant},
      tokens = ${avail} - ${fanGrant} - ${bgGrant},
      at = GREATEST(at, now()),
      fans_waiting_until = CASE WHEN $4::int > ${fanGrant} THEN now() + interval '${FAN_WAIT_HOLD}'
        ELSE fans_waiting_until END
    WHERE name = $1
    RETURNING fan_granted, bg_granted, tokens`;

  return rateBudget(settings, async ({ rate, capacity }, fan, bg) => {
    await ensureRow(capacity);
    const [row] = await db.query<{ fan_granted: number; bg_granted: number; tokens: number }>(TAKE, [
      NAME,
      capacity,
      rate,
      fan,
      bg,
    ]);
    return row
      ? { fan: row.fan_granted, bg: row.bg_granted, tokens: Number(row.tokens) }
      : { fan: 0, bg: 0, tokens: 0 };
  });
}

/**
 * The same bucket in this process's memory: for PGlite, which is one process's embedded database by
 * construction (so one instance is the whole account), and which runs one transaction at a time, so
 * a Stripe call made inside a transaction could never have its token from a statement of its own.
 */
export function memoryRateBudget(settings: () => BudgetSettings): StripeRateBudget {
  let tokens = bucketOf(settings()).capacity;
  let at = performance.now();
  let fansWaitingUntil = -Infinity;
  return rateBudget(settings, ({ rate, capacity }, fan, bg) => {
    const now = performance.now();
    const avail = Math.min(capacity, tokens + (rate * Math.max(0, now - at)) / 1000);
    const fanGrant = Math.min(fan, Math.floor(avail));
    const bgGrant =
      fansWaitingUntil > now || fan > fanGrant ? 0 : Math.min(bg, Math.max(0, Math.floor(avail - fanGrant)));
    if (fan > fanGrant) fansWaitingUntil = now + 1000;
    tokens = avail - fanGrant - bgGrant;
    at = now;
    return Promise.resolve({ fan: fanGrant, bg: bgGrant, tokens });
  });
}

/**
 * Each process queues its own callers and asks the bucket for all of them at once, fans first, so
 * the row sees a few statements a second per instance, not one per waiting call.
 */
function rateBudget(settings: () => BudgetSettings, takeTokens: TakeTokens): StripeRateBudget {
  const queues: Record<StripePriority, Waiter[]> = { fan: [], queued: [], background: [] };
  const fans = () => queues.fan.length + queues.queued.length;
  const waiting = () => fans() + queues.background.length;
  let running = false;

  async function pump(): Promise<void> {
    if (running) return;
    running = true;
    try {
      while ((expire(), queues.fan.length + queues.background.length > 0)) {
        const current = settings();
        if (current.limit <= 0) {
          // Turned off while running (a test raising its limit): everyone goes.
          for (const q of Object.values(queues)) q.splice(0).forEach((w) => w.resolve(true));
          break;
        }
        const bucket = bucketOf(current);
        let granted: Grant = { fan: 0, bg: 0, tokens: 0 };
        try {
          // Fans' and queued purchases' calls are one line for the other instances: both are fans'.
          granted = await takeTokens(bucket, fans(), queues.background.length);
        } catch (error) {
          // The database is away: nobody gets a token from it; the callers' deadlines still hold.
          logger.warn({ err: String(error) }, 'stripe rate budget: could not take tokens');
        }
        for (let i = 0; i < granted.fan; i++) (queues.fan.shift() ?? queues.queued.shift())?.resolve(true);
        for (let i = 0; i < granted.bg; i++) queues.background.shift()?.resolve(true);
        if (waiting() === 0) break;
        // The next token, give or take a little so the instances do not ask in step.
        const missing = Math.max(0.05, 1 - (granted.tokens % 1));
        // Early rather than late: a bucket that fills past its capacity loses what it would have held.
        await sleep((missing / bucket.rate) * 1000 * (0.5 + Math.random() * 0.5));
      }
    } finally {
      running = false;
    }
  }

  function expire() {
    const now = performance.now();
    for (const q of Object.values(queues))
      for (let i = q.length - 1; i >= 0; i--) if (q[i]!.deadline <= now) q.splice(i, 1)[0]!.resolve(false);
  }

  return {
    take(priority, deadline) {
      return new Promise<boolean>((resolve) => {
        // Its own timer, so a caller's wait ends on time even while the database is slow to answer.
        const timer = setTimeout(
          () => {
            const q = queues[priority];
            const at = q.indexOf(waiter);
            if (at >= 0) q.splice(at, 1);
            resolve(false);
          },
          Math.max(0, deadline - performance.now()),
        );
        const waiter: Waiter = {
          deadline,
          resolve: (granted) => {
            clearTimeout(timer);
            resolve(granted);
          },
        };
        queues[priority].push(waiter);
        void pump();
      });
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
