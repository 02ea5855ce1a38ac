// What must hold after every step: the API shows what the model says, Stripe agrees with both, the
// sandbox refused nothing the API sent, and the reconcile report is clean.
import type Stripe from 'stripe';
import { MEMBERSHIP, TIERS } from '../support/memberships';
import { expectedTiers } from './model-expectations';
import { nextRetry } from './model-time';
import {
  ACTION_NAMES,
  CARD_RETRY_DAYS,
  DAY,
  priceName,
  stateOf,
  type Model,
  type PriceRef,
} from './lifecycle-model';
import type { GqlAnswer, RunSystem } from './system';

/** Coded domain refusals; anything else (INTERNAL, no code) is a bug. */
export const DOMAIN_CODES = [
  'BAD_USER_INPUT',
  'CONFLICT',
  'FORBIDDEN',
  'PAYMENT_FAILED',
  'NOT_FOUND',
  'UNAUTHENTICATED',
];
/** The renewal date the model computes from sandbox time read around the action: a few seconds off at most. */
const DATE_TOLERANCE_SECONDS = 120;

const BALANCES = '{ tierTypesConnection { nodes { databaseId paidBalance freeBalance } } }';
const CARD = '{ paymentMethod { paymentMethodId } }';

/** The answer's error codes; throws on an error that is not a coded domain error. */
export function codesOf(what: string, answer: GqlAnswer): string[] {
  const errors = answer.errors ?? [];
  for (const e of errors) {
    const code = e.extensions?.code;
    if (!code || !DOMAIN_CODES.includes(code))
      throw new Error(
        `${what}: an error that is not a coded domain error (${code ?? 'no code'}): ${e.message}`,
      );
  }
  return errors.map((e) => e.extensions!.code!);
}

export type TierNode = {
  rank: number;
  actions: Record<string, boolean>;
};

export async function tiersOf(run: RunSystem, c: number): Promise<TierNode[]> {
  const answer = await run.gql(TIERS, { c: run.creators[c]!.id });
  codesOf('subscriptionTiersConnection', answer);
  if (answer.errors) throw new Error(`subscriptionTiersConnection: ${JSON.stringify(answer.errors)}`);
  return answer.data.subscriptionTiersConnection.nodes;
}

export async function membershipOf(run: RunSystem, c: number) {
  const answer = await run.gql(MEMBERSHIP, { c: run.creators[c]!.id });
  codesOf('subscriptionMembership', answer);
  if (answer.errors) throw new Error(`subscriptionMembership: ${JSON.stringify(answer.errors)}`);
  return answer.data.subscriptionMembership as null | {
    isCanceled: boolean;
    nextBillingDate: string | null;
    paymentMethod: string | null;
    konbiniPaymentPending: boolean;
    currentTier: { rank: number };
    currentPrice: { stripePriceId: string } | null;
    scheduledTier: { rank: number } | null;
    unpaidRenewal: { method: string } | null;
  };
}

const iso = (unix: number | null | undefined) => (unix ? new Date(unix * 1000).toISOString() : String(unix));

/** Every difference between the system and the model, as readable lines (empty: they agree). */
export async function differences(
  model: Model,
  run: RunSystem,
  opts: { reconcile: boolean },
): Promise<string[]> {
  const out: string[] = [];
  const diff = (what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      out.push(
        `${what}: API/Stripe shows ${JSON.stringify(actual)}, the model says ${JSON.stringify(expected)}`,
      );
  };
  const stripeName = (id: string | null | undefined) => {
    for (const [key, value] of run.priceIds) if (value === id) return key;
    return id ?? null;
  };

  for (let c = 0; c < model.memberships.length; c++) {
    const m = model.memberships[c]!;
    const state = stateOf(m);
    const at = `creator ${c}`;
    const shown = await membershipOf(run, c);
    // The member card.
    if (!m.joined) diff(`${at} membership`, shown === null ? null : `tier ${shown.currentTier.rank}`, null);
    else if (!shown) out.push(`${at}: no membership shown, the model says ${state}`);
    else {
      diff(`${at} current tier`, shown.currentTier.rank, m.tier);
      diff(
        `${at} current price`,
        stripeName(shown.currentPrice?.stripePriceId),
        m.price ? priceNameKey(m.price) : null,
      );
      diff(`${at} scheduled tier`, shown.scheduledTier?.rank ?? null, m.scheduled?.rank ?? null);
      diff(`${at} canceled`, shown.isCanceled, m.canceled);
      diff(`${at} konbini payment pending`, shown.konbiniPaymentPending, m.pending !== null);
      // Decision 032: a renewal not paid yet is shown, with its method, until it is paid or ends.
      diff(
        `${at} unpaid renewal`,
        shown.unpaidRenewal?.method ?? null,
        m.pastDue ? 'card' : m.openInvoice ? 'konbini' : null,
      );
      if (m.tier > 0) diff(`${at} payment method`, shown.paymentMethod, m.price?.method ?? null);
      const next = shown.nextBillingDate
        ? Math.floor(new Date(shown.nextBillingDate).getTime() / 1000)
        : null;
      if (m.tier > 0) {
        if (next === null || m.renewal === null || Math.abs(next - m.renewal) > DATE_TOLERANCE_SECONDS)
          out.push(`${at} next billing date: API shows ${iso(next)}, the model says ${iso(m.renewal)}`);
      } else diff(`${at} next billing date`, shown.nextBillingDate, null);

      // Stripe agrees with the API's record.
      const row = await run.row(c);
      if (m.tier > 0) {
        const subId = row?.stripe_subscription_id;
        if (!subId) out.push(`${at}: a paid membership without a Stripe subscription`);
        else {
          const sub = await run.env.stripe.subscriptions.retrieve(subId);
          const item = sub.items.data[0]!;
          if (next !== null)
            diff(
              `${at} Stripe current_period_end vs nextBillingDate`,
              iso(item.current_period_end),
              iso(next),
            );
          diff(`${at} Stripe subscription price`, stripeName(item.price.id), priceNameKey(m.price!));
          diff(`${at} Stripe cancel_at_period_end`, sub.cancel_at_period_end, m.canceled);
          diff(
            `${at} Stripe collection_method`,
            sub.collection_method,
            m.price!.method === 'card' ? 'charge_automatically' : 'send_invoice',
          );
          const status = m.pastDue ? 'past_due' : 'active';
          diff(`${at} Stripe subscription status`, sub.status, status);
          if (m.pastDue) out.push(...(await retryDifferences(run, at, sub, nextRetry(model, c))));
          if (m.price!.method === 'card' && run.card && model.card !== 'none')
            diff(
              `${at} Stripe default_payment_method (the saved card)`,
              idOf(sub.default_payment_method),
              run.card,
            );
          // A schedule stays attached through its last phase (end_behavior release): only the phase
          // after the current period counts, and it must carry the scheduled downgrade or nothing new.
          const scheduleId = idOf(sub.schedule);
          const schedule = scheduleId
            ? await run.env.stripe.subscriptionSchedules.retrieve(scheduleId)
            : null;
          const currentPhase = schedule
            ? schedule.phases.findIndex(
                (p) =>
                  p.start_date <= item.current_period_start &&
                  item.current_period_start < (p.end_date ?? Infinity),
              )
            : -1;
          const nextPhase = schedule && currentPhase >= 0 ? schedule.phases[currentPhase + 1] : undefined;
          const nextPrice = nextPhase
            ? stripeName(idOf(nextPhase.items[0]?.price as string | Stripe.Price | undefined))
            : null;
          if (m.scheduled) {
            if (!schedule)
              out.push(`${at}: a scheduled downgrade to ${priceName(m.scheduled)} without a Stripe schedule`);
            else diff(`${at} Stripe schedule's next phase price`, nextPrice, priceNameKey(m.scheduled));
          } else if (nextPrice !== null && nextPrice !== priceNameKey(m.price!))
            out.push(
              `${at}: Stripe's schedule changes the price to ${nextPrice} at the renewal, the model schedules nothing`,
            );
        }
      }
      if (m.pending) {
        const subId = row?.pending_stripe_subscription_id;
        if (!subId) out.push(`${at}: a pending konbini registration without its Stripe subscription`);
        else {
          const sub = await run.env.stripe.subscriptions.retrieve(subId);
          diff(
            `${at} pending Stripe subscription price`,
            stripeName(sub.items.data[0]!.price.id),
            priceNameKey(m.pending.price),
          );
          diff(`${at} pending Stripe collection_method`, sub.collection_method, 'send_invoice');
        }
      }
    }

    // The buttons: the server's list is the model's.
    const nodes = await tiersOf(run, c);
    const expected = expectedTiers(model, c).filter((t) => t.shown);
    diff(`${at} tiers listed (ranks)`, nodes.map((n) => n.rank).sort(), expected.map((t) => t.rank).sort());
    for (const e of expected) {
      const node = nodes.find((n) => n.rank === e.rank);
      if (!node) continue;
      diff(`${at} rank ${e.rank} hidden`, node.actions.hidden, e.hidden);
      if (e.hidden || node.actions.hidden) continue;
      const listed = ACTION_NAMES.filter((a) => node.actions[a]);
      const promised = ACTION_NAMES.filter((a) => e.actions[a]);
      diff(`${at} rank ${e.rank} actions`, listed, promised);
    }
  }

  // The saved card and the balances.
  const card = (await run.gql(CARD)).data?.paymentMethod?.paymentMethodId ?? null;
  diff(
    'saved card',
    card === null ? null : card === run.card ? 'the last saved card' : card,
    model.card === 'none' ? null : 'the last saved card',
  );
  const balances = (await run.gql(BALANCES)).data?.tierTypesConnection.nodes.find(
    (n: { databaseId: number }) => n.databaseId === run.env.pointTypeId,
  ) ?? { paidBalance: 0, freeBalance: 0 };
  diff(
    'point balances (paid, free)',
    [balances.paidBalance, balances.freeBalance],
    [model.balance.paid, model.balance.free],
  );

  // What the fan paid and is owed (model-amounts.ts): a step that charged or credited the wrong
  // amount shows here, after that step.
  const { paid, credit } = await moneyOf(run);
  if (Math.abs(paid - model.paid) > AMOUNT_TOLERANCE)
    out.push(
      `yen paid by the fan (succeeded PaymentIntents): Stripe shows ${paid}, the model says ${model.paid}`,
    );
  if (Math.abs(credit - model.credit) > AMOUNT_TOLERANCE)
    out.push(`the customer's credit balance (yen): Stripe shows ${credit}, the model says ${model.credit}`);

  // Nothing the API asked of Stripe was refused.
  for (const r of run.env.refused.splice(0))
    out.push(
      `the sandbox refused a request of the API: ${r.method} ${r.path} -> ${r.status}\n    sent: ${r.body}\n    answer: ${r.answer.replace(/\s+/g, ' ')}`,
    );
  // Every change that promises a mail wrote exactly one (the outbox's cause key is unique).
  for (const cause of await run.mailsMissing()) out.push(`no mail was written for ${cause}`);
  if (opts.reconcile) {
    const { mismatches } = await run.env.reconcile();
    for (const mm of mismatches) out.push(`reconcile report: ${mm.kind} ${mm.id}: ${mm.detail}`);
  }
  return out;

  function priceNameKey(p: PriceRef) {
    return `${p.creator}/${p.rank}/${p.months}/${p.method}/v${p.version}`;
  }
}

/**
 * Stripe retries a declined renewal when the model says (decision 032's schedule): a renewal whose
 * automatic collection stopped (another subscription's cancel, decision 027) is never retried.
 */
async function retryDifferences(
  run: RunSystem,
  at: string,
  sub: Stripe.Subscription,
  expected: number | null,
): Promise<string[]> {
  const invoice = await run.openRenewal(sub.id);
  const actual = invoice?.next_payment_attempt ?? null;
  const out: string[] = [];
  if (
    !(actual === null && expected === null) &&
    !(actual !== null && expected !== null && Math.abs(actual - expected) <= RETRY_TOLERANCE_SECONDS)
  )
    out.push(
      `${at} Stripe's next retry of the unpaid renewal: ${iso(actual)}, the model says ${iso(expected)}`,
    );
  // Until when the membership continues (decisions 032, 038): the retry schedule counted from
  // Stripe's first attempt (the draft's finalization, not its creation), never before Stripe's next attempt.
  const finalized = invoice?.status_transitions.finalized_at;
  if (invoice && finalized) {
    const deadline = Math.max(finalized + CARD_RETRY_DAYS.at(-1)! * DAY, actual ?? 0);
    const endsAt = await run.renewalEndsAt(invoice.id);
    if (endsAt === null || Math.abs(endsAt - deadline) > 60)
      out.push(
        `${at} the unpaid renewal's deadline: the API says ${iso(endsAt)}, Stripe's first attempt gives ${iso(deadline)}`,
      );
  }
  return out;
}

/** A renewal is attempted when its invoice is finalized, up to an hour after the period end. */
const RETRY_TOLERANCE_SECONDS = 2 * 3600;

/** Proration is computed from the moment the API sends the change, a few seconds after the model's. */
const AMOUNT_TOLERANCE = 2;

/** Yen the fan's customer paid (succeeded PaymentIntents) and the credit Stripe holds for them (negative: a debit). */
async function moneyOf(run: RunSystem): Promise<{ paid: number; credit: number }> {
  const { stripe } = run.env;
  const intents = await stripe.paymentIntents.list({ customer: run.fan.customerId, limit: 100 });
  const paid = intents.data
    .filter((pi) => pi.status === 'succeeded')
    .reduce((sum, pi) => sum + pi.amount_received, 0);
  const customer = await stripe.customers.retrieve(run.fan.customerId);
  // Negative: a debit the next invoice carries (an amount under Stripe's ¥50 minimum charge).
  const credit = 'balance' in customer ? -customer.balance : 0;
  return { paid, credit };
}

function idOf(x: string | { id: string } | null | undefined): string | null {
  return typeof x === 'string' ? x : (x?.id ?? null);
}
