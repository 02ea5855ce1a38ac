// Seeded prefixes: each run starts with one of these fixed sequences, which reach a state the
// generator would rarely find by itself, and then explores from there (generator.ts). The fixed-seed
// run of `npm test` runs each scenario; a mutant (mutants.ts) names the scenario that reaches its
// breaker.
import type { Action } from './lifecycle-model';

export interface Scenario {
  name: string;
  /** What it reaches, for whoever reads a failure. */
  reaches: string;
  prefix: Action[];
}

const card = (c: number, rank: number, months = 1): Action => ({
  t: 'register',
  c,
  rank,
  months,
  method: 'card',
});
const konbini = (c: number, rank: number, months = 1): Action => ({
  t: 'register',
  c,
  rank,
  months,
  method: 'konbini',
});

export const SCENARIOS: Scenario[] = [
  { name: 'from scratch', reaches: 'whatever the generator finds from a new fan', prefix: [] },
  {
    name: 'card member',
    reaches: 'a paid card member who upgrades and renews; the saved card cannot go while it renews',
    prefix: [
      card(0, 1),
      { t: 'deleteCard' },
      { t: 'upgrade', c: 0, rank: 3, months: 1 },
      { t: 'upgrade', c: 0, rank: 2, months: 1 },
      { t: 'advanceToNextEvent' },
    ],
  },
  {
    name: 'canceled to its end',
    reaches: 'a canceled card membership running to its period end, then free',
    prefix: [card(0, 2), { t: 'cancel', c: 0 }, { t: 'advanceToNextEvent' }],
  },
  {
    name: 'konbini voucher lapses',
    reaches: 'a konbini registration whose voucher lapses unpaid',
    prefix: [konbini(0, 1), { t: 'expireKonbini', c: 0 }],
  },
  {
    name: 'second downgrade',
    reaches: 'a downgrade after an earlier one took effect (decision 027)',
    prefix: [
      card(0, 3),
      { t: 'downgrade', c: 0, rank: 2, months: 1 },
      { t: 'advanceToNextEvent' },
      { t: 'downgrade', c: 0, rank: 1, months: 1 },
    ],
  },
  {
    name: 'card renewal declined',
    reaches:
      'a card renewal past due, in Stripe’s retries (decision 032), and every plan action meanwhile; a registration on the declining card',
    prefix: [
      card(0, 2),
      { t: 'declinedRenewal' },
      card(1, 1),
      { t: 'downgrade', c: 0, rank: 1, months: 1 },
      { t: 'cancel', c: 0 },
      { t: 'resume', c: 0 },
      { t: 'upgrade', c: 0, rank: 3, months: 1 },
    ],
  },
  {
    name: 'declined upgrade',
    reaches:
      'an upgrade declined; while its pending update is open another tier is CONFLICT, the same one declines again on the same card and goes through once a working card is saved (decision 039)',
    prefix: [
      card(0, 1),
      { t: 'overwriteCard', kind: 'declining' },
      { t: 'upgrade', c: 0, rank: 3, months: 1 },
      { t: 'upgrade', c: 0, rank: 2, months: 1 },
      { t: 'upgrade', c: 0, rank: 3, months: 1 },
      { t: 'overwriteCard', kind: 'ok' },
      { t: 'upgrade', c: 0, rank: 3, months: 1 },
    ],
  },
  {
    name: 'declined upgrade lapses',
    reaches:
      'an upgrade declined whose pending update lapses unpaid (the earlier of 23 hours and the period end)',
    prefix: [
      card(0, 1),
      { t: 'overwriteCard', kind: 'declining' },
      { t: 'upgrade', c: 0, rank: 3, months: 1 },
      { t: 'advanceToNextEvent' },
    ],
  },
  {
    name: 'konbini member',
    reaches:
      'a paid konbini member whose upgrade starts at the renewal, on the konbini price (decision 044), the renewal invoice paid',
    prefix: [
      konbini(0, 2),
      { t: 'payKonbini', c: 0 },
      { t: 'downgrade', c: 0, rank: 1, months: 1, method: 'card' },
      { t: 'upgrade', c: 0, rank: 3, months: 1 },
      { t: 'advanceToNextEvent' },
      { t: 'payKonbini', c: 0 },
    ],
  },
  {
    name: '3-D Secure registration completed',
    reaches: 'a card registration whose 3-D Secure challenge the fan completes: the tier starts, paid once',
    prefix: [{ t: 'overwriteCard', kind: 'threeds' }, card(0, 2), { t: 'answerChallenge', c: 0 }],
  },
  {
    name: '3-D Secure registration failed',
    reaches:
      'a card registration whose challenge the fan fails: still waiting until Stripe expires the incomplete subscription 23 hours later, registered again and failed again meanwhile',
    prefix: [
      { t: 'overwriteCard', kind: 'threeds' },
      card(0, 2),
      { t: 'failChallenge', c: 0 },
      card(0, 2),
      { t: 'failChallenge', c: 0 },
      { t: 'advanceToNextEvent' },
    ],
  },
  {
    name: '3-D Secure upgrade',
    reaches:
      'an upgrade whose bank asks for 3-D Secure: held as a pending update; the challenge failed, the same upgrade asked again and completed, the difference paid once',
    prefix: [
      card(0, 1),
      { t: 'overwriteCard', kind: 'threeds' },
      { t: 'upgrade', c: 0, rank: 3, months: 1 },
      { t: 'failChallenge', c: 0 },
      { t: 'upgrade', c: 0, rank: 3, months: 1 },
      { t: 'answerChallenge', c: 0 },
    ],
  },
  {
    name: '3-D Secure renewal',
    reaches:
      'a card renewal whose bank asks for 3-D Secure: confirmed from the notice (paid once); the next one left unanswered ends at the retry schedule’s deadline (the sandbox schedules no retry for it; the reconciler ends it)',
    prefix: [
      card(0, 1),
      { t: 'overwriteCard', kind: 'threeds' },
      { t: 'advanceToNextEvent' },
      { t: 'answerChallenge', c: 0 },
      { t: 'advanceToNextEvent' },
      { t: 'advanceToNextEvent' },
    ],
  },
  {
    name: 'renewal recovered by Stripe’s retry',
    reaches:
      'a card renewal declined, then paid by Stripe’s own next retry once the bank approves again, the fan doing nothing (decision 032)',
    prefix: [card(0, 1), { t: 'declinedRenewal' }, { t: 'bankAccepts' }, { t: 'advanceToNextEvent' }],
  },
  {
    name: 'payment method switched',
    reaches:
      'a konbini member who switches to the card (renewed by card), then back to konbini (renewed by a konbini invoice) (decision 044)',
    prefix: [
      konbini(0, 1),
      { t: 'payKonbini', c: 0 },
      { t: 'overwriteCard', kind: 'ok' },
      { t: 'switchMethod', c: 0 },
      { t: 'advanceToNextEvent' },
      { t: 'switchMethod', c: 0 },
      { t: 'advanceToNextEvent' },
    ],
  },
  {
    name: 'konbini renewal',
    reaches:
      'a konbini member whose downgrade applies at the renewal, the renewal invoice paid before its due date',
    prefix: [
      konbini(0, 3),
      { t: 'payKonbini', c: 0 },
      { t: 'downgrade', c: 0, rank: 1, months: 1 },
      { t: 'advanceToNextEvent' },
      { t: 'payKonbini', c: 0 },
    ],
  },
  {
    name: 'replaced price',
    reaches: 'a member on a price an operator replaced, canceling and resuming on it (decision 027)',
    prefix: [
      card(0, 1),
      { t: 'setPrice', c: 0, rank: 1, months: 1, method: 'card' },
      { t: 'cancel', c: 0 },
      { t: 'resume', c: 0 },
    ],
  },
  {
    name: 'one ends while the other retries',
    reaches: 'a konbini renewal that lapses while another creator’s card renewal is in retry (decision 027)',
    prefix: [
      card(1, 1),
      konbini(0, 1),
      { t: 'payKonbini', c: 0 },
      { t: 'declinedRenewal' },
      { t: 'advanceDays', days: 4 },
      { t: 'advanceDays', days: 4 },
    ],
  },
  {
    name: 'registered again while another retries',
    reaches:
      'a konbini registration replaced (its pending subscription canceled at once) while another creator’s card renewal is in retry (decision 027)',
    prefix: [
      card(1, 1),
      { t: 'declinedRenewal' },
      konbini(0, 1),
      konbini(0, 2),
      { t: 'advanceDays', days: 4 },
    ],
  },
  {
    name: 'card registration after a declined upgrade and renewal',
    reaches:
      'a card registration replacing a pending konbini one while another creator’s upgrade was declined and its renewal is in retry: answered UPSTREAM_LIMIT_EXCEEDED (the request ran out of Stripe calls) before the fix (issue 35, item 4)',
    prefix: [
      card(0, 1),
      { t: 'overwriteCard', kind: 'declining' },
      { t: 'upgrade', c: 0, rank: 3, months: 1 },
      card(1, 2),
      { t: 'advanceToNextEvent' },
      { t: 'declinedRenewal' },
      konbini(1, 2, 3),
      card(1, 3, 3),
    ],
  },
  {
    name: '3-D Secure registration abandoned',
    reaches:
      'a card registration left waiting for 3-D Secure (Stripe’s subscription incomplete), then a card change, which cancels it (decision 039)',
    prefix: [
      { t: 'overwriteCard', kind: 'threeds' },
      card(0, 2),
      { t: 'overwriteCard', kind: 'ok' },
      card(0, 2),
    ],
  },
  {
    name: '3-D Secure renewal paid with a declining card',
    reaches:
      'a renewal waiting for 3-D Secure, then a card that declines registered and the renewal paid with it (declined): no retry is scheduled (a manual attempt leaves the retry schedule), the renewal ends at its deadline. Found by `--runs 3` (seed 42, path 2:2): the sandbox scheduled a retry three days later',
    prefix: [
      { t: 'overwriteCard', kind: 'threeds' },
      card(0, 2),
      { t: 'answerChallenge', c: 0 },
      { t: 'advanceToNextEvent' },
      { t: 'overwriteCard', kind: 'declining' },
      { t: 'advanceToNextEvent' },
    ],
  },
  {
    name: 'declined renewal paid with another declining card',
    reaches:
      'a declined card renewal, another declining card registered and the renewal paid with it (declined): Stripe keeps its retry dates, the last one ends the membership',
    prefix: [
      card(0, 1),
      { t: 'declinedRenewal' },
      { t: 'advanceDays', days: 1 },
      { t: 'overwriteCard', kind: 'declining' },
      { t: 'advanceToNextEvent' },
      { t: 'advanceToNextEvent' },
      { t: 'advanceToNextEvent' },
    ],
  },
];

export function scenarioNamed(name: string): Scenario {
  const found = SCENARIOS.find((s) => s.name === name);
  if (!found)
    throw new Error(`no scenario ${name} (scenarios.ts): ${SCENARIOS.map((s) => s.name).join(', ')}`);
  return found;
}
