// What one step does to the model alone, and until when time passes in it: the runner (commands.ts)
// does the same on the system, and the generator's measurement (measure-generator.ts) on nothing.
import {
  DAY,
  HOUR,
  renewsOnCard,
  transition,
  type Action,
  type Model,
  type Outcome,
} from './lifecycle-model';
import { advanceTo, eventTimes, nextEvent } from './model-time';
import { recordAction, recordTimeEvent } from './coverage';

/**
 * How long after something falls due a time step lands. The sandbox finalizes a renewal invoice up
 * to an hour after the period end (as Stripe does), so an hour is not enough to see its outcome.
 */
export const AFTER_EVENT = 2 * HOUR;
/** A time step never lands this close before something falls due (no race with it). */
const BEFORE_EVENT = 600;

export const isTimeAction = (a: Action) =>
  a.t === 'advanceDays' || a.t === 'advanceToNextEvent' || a.t === 'declinedRenewal';

export interface Simulated {
  /** The action's outcome (time: ok). */
  outcome: Outcome;
  /** declinedRenewal saves a declining card first: that save's outcome. */
  cardOverwrite: Outcome | null;
  /** The model right after the action, before time passes. */
  next: Model;
  /** Time passes until then within the step (time actions; a lapsed voucher's due date), else null. */
  target: number | null;
  /** The model at the end of the step. */
  after: Model;
}

/** One step on the model at time `now`; the triples it reaches are counted (coverage.ts). */
export function simulateStep(model: Model, now: number, action: Action): Simulated {
  let cardOverwrite: Outcome | null = null;
  let outcome: Outcome = { kind: 'ok' };
  let next: Model;
  let target: number | null = null;
  if (isTimeAction(action)) {
    next = { ...model, now };
    if (action.t === 'declinedRenewal') {
      const saved = transition(next, now, { t: 'overwriteCard', kind: 'declining' });
      cardOverwrite = saved.outcome;
      next = saved.next;
    }
    target = clearOfEvents(next, Math.max(timeTarget(next, now, action), now));
  } else {
    ({ outcome, next } = transition(model, now, action));
    recordAction(model, action, outcome);
    // The voucher lapsed; the registration ends at its invoice's due date: time passes until then.
    if (action.t === 'expireKonbini')
      target = clearOfEvents(next, (next.memberships[action.c]!.pending?.dropAt ?? now) + AFTER_EVENT);
  }
  const after = target === null ? next : advanceTo(next, Math.max(target, now), recordTimeEvent);
  return { outcome, cardOverwrite, next, target, after };
}

function timeTarget(model: Model, now: number, action: Action): number {
  if (action.t === 'advanceDays') return now + action.days * DAY;
  if (action.t === 'declinedRenewal')
    return Math.min(...model.memberships.filter(renewsOnCard).map((m) => m.renewal!)) + AFTER_EVENT;
  return (nextEvent({ ...model, now }) ?? now + DAY) + AFTER_EVENT;
}

/** A time step's target moved clear of anything that falls due around it. */
function clearOfEvents(model: Model, target: number): number {
  for (let i = 0; i < 20; i++) {
    const near = eventTimes(model).find((t) => target > t - BEFORE_EVENT && target < t + AFTER_EVENT);
    if (near === undefined) return target;
    target = near + AFTER_EVENT;
  }
  return target;
}
