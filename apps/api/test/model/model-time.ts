// Time passing in the model: renewals, card retries, konbini due dates and expiries, in time order.
import {
  CARD_RETRY_DAYS,
  clone,
  DAY,
  fallToFree,
  KONBINI_DAYS_UNTIL_DUE,
  type Model,
} from './lifecycle-model';
import { addMonths, dayOf } from './model-dates';

interface TimedEvent {
  at: number;
  c: number;
  run: (model: Model) => void;
}

/** What falls due for membership `c`, in time order. */
function eventsOf(model: Model, c: number): TimedEvent[] {
  const m = model.memberships[c]!;
  const out: TimedEvent[] = [];
  if (m.pending) {
    const at = m.pending.dropAt;
    out.push({ at, c, run: (mo) => void (mo.memberships[c]!.pending = null) });
  }
  if (m.pendingUpdateUntil !== null)
    out.push({
      at: m.pendingUpdateUntil,
      c,
      run: (mo) => void (mo.memberships[c]!.pendingUpdateUntil = null),
    });
  if (m.joined && m.tier > 0 && m.renewal !== null) out.push({ at: m.renewal, c, run: (mo) => renew(mo, c) });
  if (m.pastDue) {
    const since = m.pastDue.since;
    for (const [i, days] of CARD_RETRY_DAYS.entries()) {
      const at = since + days * DAY;
      if (at <= model.now) continue;
      out.push({
        at,
        c,
        run: (mo) => {
          const mm = mo.memberships[c]!;
          if (!mm.pastDue) return;
          if (mo.card === 'ok') mm.pastDue = null;
          else if (i === CARD_RETRY_DAYS.length - 1) fallToFree(mm);
        },
      });
      break;
    }
  }
  if (m.openInvoice) out.push({ at: m.openInvoice.due, c, run: (mo) => fallToFree(mo.memberships[c]!) });
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
  if (m.price!.method === 'konbini') m.openInvoice = { due: at + KONBINI_DAYS_UNTIL_DUE * DAY };
  else if (model.card !== 'ok') m.pastDue = { since: at };
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
export function advanceTo(model: Model, target: number): Model {
  const next = clone(model);
  for (let guard = 0; guard < 1000; guard++) {
    const due = next.memberships
      .flatMap((_, c) => eventsOf(next, c))
      .filter((e) => e.at <= target)
      .sort((x, y) => x.at - y.at)[0];
    if (!due) break;
    next.now = Math.max(next.now, due.at);
    due.run(next);
  }
  next.now = target;
  return next;
}
