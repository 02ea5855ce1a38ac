// Time passing in the model: renewals, card retries, konbini due dates and expiries, in time order.
import {
  CARD_RETRY_DAYS,
  clone,
  DAY,
  fallToFree,
  INCOMPLETE_SECONDS,
  KONBINI_DAYS_UNTIL_DUE,
  priceAmount,
  type Model,
} from './lifecycle-model';
import { chargeNow, collect, finalizeInvoice } from './model-amounts';
import { addMonths, dayOf } from './model-dates';

interface TimedEvent {
  at: number;
  c: number;
  /** What falls due, as coverage names it (coverage.ts). */
  kind: TimeEventKind;
  run: (model: Model) => void;
}

export type TimeEventKind =
  | 'voucher-due'
  | 'challenge-lapse'
  | 'upgrade-lapse'
  | 'renewal'
  | 'card-retry'
  | 'renewal-lapse'
  | 'konbini-due';
/** Told of each event as it happens: the model before and after it. */
export type OnTimeEvent = (c: number, kind: TimeEventKind, before: Model, after: Model) => void;

/** What falls due for membership `c`, in time order. */
function eventsOf(model: Model, c: number): TimedEvent[] {
  const m = model.memberships[c]!;
  const out: TimedEvent[] = [];
  if (m.pending) {
    const at = m.pending.dropAt;
    out.push({ at, c, kind: 'voucher-due', run: (mo) => void (mo.memberships[c]!.pending = null) });
  }
  // A registration's challenge failed or never answered: Stripe expires the incomplete subscription.
  if (m.challenge?.for === 'register')
    out.push({
      at: m.challenge.at + INCOMPLETE_SECONDS,
      c,
      kind: 'challenge-lapse',
      run: (mo) => void (mo.memberships[c]!.challenge = null),
    });
  if (m.pendingUpdateUntil !== null)
    out.push({
      at: m.pendingUpdateUntil,
      c,
      kind: 'upgrade-lapse',
      run: (mo) =>
        void Object.assign(mo.memberships[c]!, { pendingUpdateUntil: null, held: null, challenge: null }),
    });
  if (m.joined && m.tier > 0 && m.renewal !== null)
    out.push({ at: m.renewal, c, kind: 'renewal', run: (mo) => renew(mo, c) });
  // A renewal whose bank asks for 3-D Secure gets no retry from the sandbox (next_payment_attempt stays
  // null): unanswered, it ends at the deadline the retry schedule would give (the API's reconciler).
  if (m.pastDue?.auth)
    out.push({
      at: m.pastDue.since + CARD_RETRY_DAYS.at(-1)! * DAY,
      c,
      kind: 'renewal-lapse',
      run: (mo) => fallToFree(mo.memberships[c]!),
    });
  else if (m.pastDue) {
    const since = m.pastDue.since;
    for (const [i, days] of CARD_RETRY_DAYS.entries()) {
      const at = since + days * DAY;
      if (at <= model.now) continue;
      out.push({
        at,
        c,
        kind: 'card-retry',
        run: (mo) => {
          const mm = mo.memberships[c]!;
          if (!mm.pastDue) return;
          if (mo.card === 'ok') {
            collect(mo, mm.pastDue.amount);
            mm.pastDue = null;
          } else if (i === CARD_RETRY_DAYS.length - 1) fallToFree(mm);
        },
      });
      break;
    }
  }
  if (m.openInvoice)
    out.push({ at: m.openInvoice.due, c, kind: 'konbini-due', run: (mo) => fallToFree(mo.memberships[c]!) });
  return out;
}

function renew(model: Model, c: number) {
  const m = model.memberships[c]!;
  const at = m.renewal!;
  if (m.canceled) return fallToFree(m);
  if (m.scheduled) {
    if (m.scheduled.months !== m.price!.months) m.anchorDay = dayOf(at);
    m.price = m.scheduled;
    m.tier = m.scheduled.rank;
    m.scheduled = null;
  }
  m.renewal = addMonths(at, m.price!.months, m.anchorDay);
  m.periodStart = at;
  const amount = priceAmount(m.price!);
  if (m.price!.method === 'konbini')
    m.openInvoice = { due: at + KONBINI_DAYS_UNTIL_DUE * DAY, amount: finalizeInvoice(model, amount) };
  else if (model.card === 'threeds') {
    m.pastDue = { since: at, amount: finalizeInvoice(model, amount), auth: true };
    m.challenge = { for: 'renewal', price: m.price!, at, failed: false };
  } else if (model.card !== 'ok') m.pastDue = { since: at, amount: finalizeInvoice(model, amount) };
  else chargeNow(model, amount);
}

/** When Stripe next retries membership `c`'s declined card renewal (null: it is not past due). */
export function nextRetry(model: Model, c: number): number | null {
  const pastDue = model.memberships[c]!.pastDue;
  if (!pastDue || pastDue.auth) return null;
  const since = pastDue.since;
  return CARD_RETRY_DAYS.map((days) => since + days * DAY).find((at) => at > model.now) ?? null;
}

/** The earliest time something falls due (null: nothing will). */
export function nextEvent(model: Model): number | null {
  const times = model.memberships
    .flatMap((_, c) => eventsOf(model, c).map((e) => e.at))
    .filter((t) => t > model.now);
  return times.length ? Math.min(...times) : null;
}

/** All event times, for keeping a time step's target clear of them. */
export function eventTimes(model: Model): number[] {
  return model.memberships.flatMap((_, c) => eventsOf(model, c).map((e) => e.at));
}

/** Time passes until `target`: renewals, retries, due dates and expiries in time order. */
export function advanceTo(model: Model, target: number, onEvent?: OnTimeEvent): Model {
  let next = clone(model);
  for (let guard = 0; guard < 1000; guard++) {
    const due = next.memberships
      .flatMap((_, c) => eventsOf(next, c))
      .filter((e) => e.at <= target)
      .sort((x, y) => x.at - y.at)[0];
    if (!due) break;
    const before = next;
    next = clone(before);
    next.now = Math.max(next.now, due.at);
    due.run(next);
    onEvent?.(due.c, due.kind, before, next);
  }
  next.now = target;
  return next;
}
