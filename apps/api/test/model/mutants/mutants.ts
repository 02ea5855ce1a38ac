// Every breaker the lifecycle model has found (or that was found by hand on its paths), to be
// re-introduced one at a time by `npm run test:model -- --mutants` (run-mutants.ts): the model must
// kill each. A mutant is a textual patch of the source, applied to a throw-away copy, never a switch
// in production code. To add one: an entry below; `find` must occur exactly once in `file` (else the
// mutant is stale and the run fails: update it with the code), and `scenario` names the seeded
// prefix (scenarios.ts) that reaches the breaker, adding a scenario if none does.

export interface Patch {
  /** From the repository's root. */
  file: string;
  find: string;
  replace: string;
}

export interface Mutant {
  name: string;
  /** What broke, and where it was fixed. */
  history: string;
  patches: Patch[];
  /** The scenario (scenarios.ts) whose prefix reaches the breaker. */
  scenario: string;
  /** Model assumptions for the run (MODEL_ASSUME), when the breaker lies behind a product decision. */
  assume?: string;
  /** Generated steps after the prefix (default 3: the prefix is what kills it). */
  steps?: number;
}

export const MUTANTS: Mutant[] = [
  {
    name: 'konbini upgrade as a pending update',
    history:
      'decision 027: a konbini member was offered an upgrade, sent with pending_if_incomplete, which Stripe refuses on a send_invoice subscription; decision 044: it starts at the next renewal instead (upgrade-membership.ts)',
    patches: [
      {
        file: 'apps/api/src/modules/memberships/paid/upgrade-membership.ts',
        find: "    if (membership.payment_method === 'konbini')\n      return changeAtPeriodEnd(",
        replace: "    if (membership.payment_method === 'none')\n      return changeAtPeriodEnd(",
      },
    ],
    scenario: 'konbini member',
  },
  {
    name: 'a card price scheduled onto a konbini subscription',
    history:
      "issue 36: a konbini member's downgrade took the card price (no konbini fee) onto the send_invoice subscription, so every later konbini renewal was billed without its fee; fixed by refusing a price of another payment method (same-method.ts)",
    patches: [
      {
        file: 'apps/api/src/modules/memberships/paid/same-method.ts',
        find: '  if (price.konbini === konbini) return;',
        replace: '  return;',
      },
    ],
    scenario: 'konbini member',
  },
  {
    name: 'second downgrade sends the first phase start',
    history:
      'decision 027: a second downgrade, after the first took effect, sent phases[0].start_date ("You can not modify the start date of the current phase"); fixed by the schedule\'s current phase (schedule-price-change.ts)',
    patches: [
      {
        file: 'apps/api/src/modules/memberships/paid/schedule-price-change.ts',
        find: 'schedule.current_phase?.start_date ?? schedule.phases[0]?.start_date',
        replace: 'schedule.phases[0]?.start_date',
      },
    ],
    scenario: 'second downgrade',
  },
  {
    name: 'current price from live prices only',
    history:
      "decision 027: after an operator replaced a price, its members had currentPrice null (no cancel, no resume, a wrong renewal date); fixed by reading the member's own price row (membership-view.ts)",
    patches: [
      {
        file: 'apps/api/src/modules/memberships/reads/membership-view.ts',
        find: 'findPrices(ctx.db, missing)',
        replace: 'findPrices(ctx.db, [])',
      },
    ],
    scenario: 'replaced price',
  },
  {
    name: 'card deleted while a card membership renews on it',
    history:
      'decision 027: deleting the saved card left card memberships pinned to a detached card; fixed by refusing it (delete-payment-method.ts)',
    patches: [
      {
        file: 'apps/api/src/modules/saved-card/delete-payment-method.ts',
        find: '    await refuseWhileCardRenews(tx, listener.id);\n',
        replace: '',
      },
    ],
    scenario: 'card member',
  },
  {
    name: "a cancel stops another subscription's collection",
    history:
      "decision 027: Stripe's cancel stops automatic collection of the customer's other open invoices, so another creator's renewal in retry was never retried; fixed by turning it back on (cancel-subscription.ts)",
    patches: [
      {
        file: 'apps/api/src/modules/memberships/stripe/cancel-subscription.ts',
        find: '  await resumeOtherCollection(stripe, customer, subscriptionId);\n',
        replace: '',
      },
    ],
    scenario: 'registered again while another retries',
  },
  {
    name: 'renewal deadline from invoice.created',
    history:
      "decision 038: a card renewal's deadline was counted from the invoice's creation, an hour before Stripe's first attempt (the draft hour), so the membership could end before Stripe's last retry; fixed by counting from finalized_at and never before next_payment_attempt (renewals/renewal-deadline.ts)",
    patches: [
      {
        file: 'apps/api/src/modules/memberships/renewals/renewal-deadline.ts',
        find: '  return new Date(Math.max(scheduleEnd, next));',
        replace: '  return new Date(invoice.created * 1000 + days * DAY);',
      },
    ],
    scenario: 'card renewal declined',
  },
  {
    name: 'CONFLICT after a declined upgrade with a new card',
    history:
      'decision 039: while a declined upgrade was held, the same upgrade tapped again (after saving a working card) was refused with CONFLICT until the pending update lapsed; fixed by paying the held invoice with the saved card (upgrade-membership.ts, pay-pending-upgrade.ts, commit 4fa6894)',
    patches: [
      {
        file: 'apps/api/src/modules/memberships/paid/upgrade-membership.ts',
        find: '      return payPendingUpgrade(services, listener, current, target.price.stripe_price_id!, request);',
        replace:
          "      throw appError(ErrorCode.Conflict, '前回のプラン変更のお支払いを処理しています。しばらくお待ちください。');",
      },
    ],
    scenario: 'declined upgrade',
  },
  {
    name: 'card change moves an incomplete subscription',
    history:
      'decision 039: a card change sent default_payment_method to a registration left incomplete (3-D Secure abandoned), which Stripe refuses ("A subscription in this status can only have metadata and default_source updated"), so the card could not be changed; fixed by canceling it (saved-card/move-subscriptions-to-card.ts, commit 59da88e)',
    patches: [
      {
        file: 'apps/api/src/modules/saved-card/move-subscriptions-to-card.ts',
        find: "    if (sub.status === 'incomplete') {\n      await cancelSubscription(stripe, sub.id);\n      abandoned.push(sub.id);\n      continue;\n    }\n",
        replace: '',
      },
    ],
    scenario: '3-D Secure registration abandoned',
  },
  {
    name: 'a payment method change charged now',
    history:
      'decision 044: switching konbini ↔ card changes the price with proration_behavior none, so nothing is invoiced until the renewal; with prorations the fan would be charged (or credited) the difference at once for a change that promised nothing now (switch-payment-method.ts)',
    patches: [
      {
        file: 'apps/api/src/modules/memberships/paid/switch-payment-method.ts',
        find: "      proration_behavior: 'none' as const,",
        replace: "      proration_behavior: 'always_invoice' as const,",
      },
    ],
    scenario: 'payment method switched',
  },
  {
    name: 'a held upgrade answered PAYMENT_FAILED when the bank asks for 3-D Secure',
    history:
      "issue 35: after a failed challenge on an upgrade, the same upgrade tapped again pays the held invoice on session; Stripe answers 402 invoice_payment_intent_requires_action, which the SDK raises as a StripeCardError, and the API read the class before the code, so the fan was told the payment failed instead of being asked for the challenge (pay-pending-upgrade.ts); found by the model's '3-D Secure upgrade' scenario",
    patches: [
      {
        file: 'apps/api/src/modules/memberships/paid/pay-pending-upgrade.ts',
        find: '    if (!challenge && error instanceof Stripe.errors.StripeCardError)',
        replace: '    if (error instanceof Stripe.errors.StripeCardError)',
      },
    ],
    scenario: '3-D Secure upgrade',
  },
];
