// The deep generator: each step is drawn from the actions the model can say something about in the
// current state (action-rules.ts), weighted towards plan changes, time and the rare states, so that
// no step is skipped and runs get past the first registration (issue 35, item 1).
import fc from 'fast-check';
import { transition, type Action, type Model } from './lifecycle-model';
import { applicable } from './action-rules';
import { stateLabel } from './coverage';

export interface Dimensions {
  creators: number;
  paidTiers: number;
  months: readonly number[];
  codes: number;
  /** Kinds of action left out (MODEL_SKIP=register-konbini,setPrice), e.g. to look past a known failure. */
  skip?: string[];
}

/** How often each kind of action is drawn, before the state's boost; variants share their kind's weight. */
const KIND_WEIGHT: Record<string, number> = {
  joinFree: 1,
  cancelFree: 0.5,
  'register-card': 4,
  'register-konbini': 3,
  payKonbini: 4,
  expireKonbini: 1,
  upgrade: 4,
  downgrade: 4,
  cancel: 2,
  resume: 2,
  overwriteCard: 2,
  answerChallenge: 2,
  failChallenge: 1,
  deleteCard: 0.5,
  buyPoints: 0.3,
  redeemCode: 0.3,
  setPrice: 1,
  archiveTier: 0.4,
  unarchiveTier: 0.4,
  grantPoints: 0.2,
  advanceToNextEvent: 3,
  advanceDays: 1,
  declinedRenewal: 2,
};
/** The first creator is drawn more often, so one membership goes deep; the second shares the card. */
const FIRST_CREATOR = 2;
/** A refusal leaves the state as it was: drawn less. */
const REFUSED = 0.1;
/** Plan actions on a membership in a rare state (past due, upgrade pending, downgrade scheduled, canceled, invoice open). */
const RARE_STATE = 3;
const PLAN_ACTIONS = new Set(['upgrade', 'downgrade', 'cancel', 'resume', 'payKonbini', 'switchMethod']);

const kindOf = (a: Action) => (a.t === 'register' ? `register-${a.method}` : a.t);

/** Every action of the catalogue's dimensions, whether or not it applies now. */
export function allActions(d: Dimensions): Action[] {
  const out: Action[] = [];
  const methods = ['card', 'konbini'] as const;
  for (let c = 0; c < d.creators; c++) {
    out.push({ t: 'joinFree', c }, { t: 'cancelFree', c }, { t: 'payKonbini', c }, { t: 'expireKonbini', c });
    out.push({ t: 'cancel', c }, { t: 'resume', c }, { t: 'switchMethod', c });
    out.push({ t: 'answerChallenge', c }, { t: 'failChallenge', c });
    for (let rank = 1; rank <= d.paidTiers; rank++) {
      out.push({ t: 'archiveTier', c, rank }, { t: 'unarchiveTier', c, rank });
      for (const months of d.months) {
        out.push({ t: 'upgrade', c, rank, months }, { t: 'downgrade', c, rank, months });
        for (const method of methods) {
          // A price of a named method: the other one than the membership's is refused (issue 36).
          out.push({ t: 'upgrade', c, rank, months, method }, { t: 'downgrade', c, rank, months, method });
          out.push({ t: 'register', c, rank, months, method });
          out.push({ t: 'setPrice', c, rank, months, method });
        }
      }
    }
  }
  out.push({ t: 'overwriteCard', kind: 'ok' }, { t: 'overwriteCard', kind: 'declining' });
  out.push({ t: 'overwriteCard', kind: 'threeds' });
  out.push({ t: 'deleteCard' }, { t: 'buyPoints' }, { t: 'grantPoints', amount: 100 }, { t: 'bankAccepts' });
  for (let i = 0; i < d.codes; i++) out.push({ t: 'redeemCode', i });
  out.push({ t: 'advanceToNextEvent' }, { t: 'advanceDays', days: 1 }, { t: 'advanceDays', days: 4 });
  out.push({ t: 'declinedRenewal' });
  return out;
}

export interface Candidate {
  action: Action;
  weight: number;
}

/** The actions that apply in this state, each with its weight. */
export function candidates(model: Model, d: Dimensions): Candidate[] {
  const all = allActions(d);
  const variants = new Map<string, number>();
  for (const a of all) variants.set(kindOf(a), (variants.get(kindOf(a)) ?? 0) + 1);
  const out: Candidate[] = [];
  for (const action of all) {
    const kind = kindOf(action);
    if (d.skip?.includes(kind) || !applicable(model, action)) continue;
    let weight = (KIND_WEIGHT[kind] ?? 1) / variants.get(kind)!;
    if ('c' in action) {
      weight *= action.c === 0 ? FIRST_CREATOR : 1;
      const state = stateLabel(model.memberships[action.c]!);
      if (PLAN_ACTIONS.has(kind) && /past-due|upgrade-pending|scheduled|canceled|invoice-open/.test(state))
        weight *= RARE_STATE;
    }
    if (transition(model, model.now, action).outcome.kind === 'refused') weight *= REFUSED;
    out.push({ action, weight });
  }
  return out;
}

/**
 * A generated step's draw: where it falls among the applicable actions' weights, in [0, 1). Unbiased:
 * fast-check's usual bias towards small and extreme values would draw the first candidate most times.
 * Not shrunk: a smaller draw is just another action, and each try costs a run on the system; a
 * failure shrinks by dropping steps.
 */
const PICK_SCALE = 2 ** 30;
export const PICK = fc
  .noShrink(fc.noBias(fc.integer({ min: 0, max: PICK_SCALE - 1 })))
  .map((n) => n / PICK_SCALE);

/** The candidate that `pick` (in [0, 1)) falls on, by weight; null if nothing applies. */
export function choose(model: Model, d: Dimensions, pick: number): Action | null {
  const list = candidates(model, d);
  const total = list.reduce((sum, c) => sum + c.weight, 0);
  let left = pick * total;
  for (const c of list) {
    left -= c.weight;
    if (left < 0) return c.action;
  }
  return list.at(-1)?.action ?? null;
}
