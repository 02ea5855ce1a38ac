// The (membership state, action, outcome) triples the model declares reachable (coverage.ts names
// them): the fixed-seed run of `npm test` must reach every one, or fail. Each is reached by a
// scenario's prefix (scenarios.ts), so the promise does not rest on the generator's luck; the
// generated steps reach more (the report marks them +).
//
// Not declared, on purpose: refusals (`| refused`). The plans screen's list of actions is compared
// with the model's after every step (invariants.ts), so every refusal the matrix makes is checked in
// every state a run visits, whether or not a run sends that action.
export const DECLARED_REACHABLE: string[] = [
  // joining and registering
  'none | register-card | ok',
  'none | register-konbini | ok',
  'none | register-card | payment-failed',
  'none | register-card | requires-action',
  'free 3ds-waiting | answerChallenge | ok',
  'free 3ds-waiting | failChallenge | ok',
  'free 3ds-failed | register-card | requires-action',
  'free 3ds-failed | time:challenge-lapse | lapsed',
  'konbini-pending | payKonbini | ok',
  'konbini-pending | expireKonbini | ok',
  'konbini-pending | time:voucher-due | dropped',
  // plan changes
  'paid card | upgrade | ok',
  'paid card | upgrade | payment-failed',
  'paid card upgrade-pending | upgrade | conflict',
  'paid card upgrade-pending | upgrade | payment-failed',
  'paid card upgrade-pending | upgrade | ok',
  'paid card upgrade-pending | time:upgrade-lapse | lapsed',
  'paid card | upgrade | requires-action',
  'paid card upgrade-pending 3ds-waiting | failChallenge | ok',
  'paid card upgrade-pending | upgrade | requires-action',
  'paid card upgrade-pending 3ds-waiting | answerChallenge | ok',
  'paid card | downgrade | ok',
  'paid card scheduled | time:renewal | downgraded',
  'paid konbini | downgrade | ok',
  'paid konbini scheduled | time:renewal | downgraded, invoice-open',
  'paid konbini | upgrade | ok',
  'paid konbini scheduled | time:renewal | upgraded, invoice-open',
  'paid konbini | switchMethod | ok',
  'paid card | switchMethod | ok',
  'paid card | cancel | ok',
  'canceled-to-period-end card | resume | ok',
  'canceled-to-period-end card | time:renewal | ended',
  // renewals (decision 032)
  'paid card | time:renewal | renewed',
  'paid card | time:renewal | declined',
  'paid card past-due | downgrade | ok',
  'paid card past-due scheduled | cancel | ok',
  'canceled-to-period-end card past-due | resume | ok',
  'paid card past-due | time:card-retry | retried, declined',
  'paid card past-due | time:card-retry | ended',
  'paid card past-due | time:card-retry | recovered',
  'paid card | time:renewal | asks-3ds',
  'paid card past-due 3ds-waiting | answerChallenge | ok',
  'paid card past-due 3ds-waiting | time:renewal-lapse | ended',
  'paid card past-due | time:renewal-lapse | ended',
  'paid konbini | time:renewal | invoice-open',
  'paid konbini invoice-open | payKonbini | ok',
  'paid konbini invoice-open | time:konbini-due | ended',
];

/** Triples that cannot happen, or that the model does not reach yet, and why (docs/decisions/040). */
export const UNREACHABLE: { triple: string; why: string }[] = [
  {
    triple: 'konbini-pending | upgrade | ok',
    why: 'a pending konbini registration has no paid tier to change yet',
  },
  {
    triple: '* past-due | upgrade | ok',
    why: 'no upgrade while a renewal is unpaid (decision 043): the plans screen does not offer it and the server refuses it',
  },
  {
    triple: '* upgrade-pending | downgrade / cancel / resume | *',
    why: 'not modelled yet: what a schedule or a cancel does to a pending update (action-rules.ts leaves them out)',
  },
  {
    triple: '* past-due 3ds-waiting | failChallenge | *',
    why: "not modelled: a renewal's challenge failed (Stripe then retries the invoice off session, each retry asking again); the model answers it or leaves it to lapse",
  },
  {
    triple: 'paid konbini invoice-open | time:konbini-due | recovered',
    why: 'a konbini renewal unpaid at its due date ends the membership (decision 032): nothing recovers it after',
  },
];
