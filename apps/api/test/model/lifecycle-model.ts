// A reference model of what the product promises a fan about memberships, the saved card and
// points (spec section 4, decisions 007-010 and 020). Plain data and pure functions: no I/O.
// Each fan or operator action is `transition(model, now, action)`: the outcome the fan should see
// and the state after it; `advanceTo` is time passing (renewals, retries, konbini due dates).
import type { Assumptions } from './assumptions';
import { addMonths, dayOf, DAY, endOfJapanDay, HOUR } from './model-dates';
import { chargeNow, collect, finalizeInvoice } from './model-amounts';

export { DAY, HOUR };

/** Days a konbini invoice stays payable (days_until_due). */
export const KONBINI_DAYS_UNTIL_DUE = 3;
/** Days after a declined renewal on which the card is charged again; after the last, the membership ends. */
export const CARD_RETRY_DAYS = [3, 5, 7];
/** A declined upgrade's pending update lapses after this long (decision 008). */
export const PENDING_UPDATE_SECONDS = 23 * HOUR;

export type Method = 'card' | 'konbini';

/** The catalogue the runner makes: yen a month by card per paid rank; konbini adds its fee. */
export const TIER_MONTHLY = [0, 500, 1200, 3000];
export const KONBINI_FEE = 190;
/** Amount of a price version: each price an operator sets costs ¥10 more a month than the last. */
export const amountOf = (rank: number, months: number, method: Method, version: number) =>
  (TIER_MONTHLY[rank]! + version * 10) * months + (method === 'konbini' ? KONBINI_FEE : 0);
export const priceAmount = (p: PriceRef) => amountOf(p.rank, p.months, p.method, p.version);
export type MembershipState = 'none' | 'free' | 'paid' | 'konbini-pending' | 'canceled-to-period-end';
/** threeds: a card whose bank asks for 3-D Secure on every payment (4000 0027 6000 3184). */
export type CardState = 'none' | 'ok' | 'declining' | 'threeds';
export type ActionName = 'register' | 'cancel' | 'resume' | 'upgrade' | 'downgrade';
export const ACTION_NAMES: ActionName[] = ['register', 'cancel', 'resume', 'upgrade', 'downgrade'];

/** One catalogue price: a tier's period and method, in the version an operator last set. */
export interface PriceRef {
  creator: number;
  rank: number;
  months: number;
  method: Method;
  version: number;
}
export const priceKey = (p: PriceRef) => `${p.creator}/${p.rank}/${p.months}/${p.method}/v${p.version}`;
export const priceName = (p: PriceRef | null) =>
  p ? `rank ${p.rank} ${p.months}m ${p.method}${p.version ? ` v${p.version}` : ''}` : 'none';

export interface MembershipModel {
  /** A membership row is active (free or paid). */
  joined: boolean;
  /** Current tier's rank; 0 is the free tier. */
  tier: number;
  price: PriceRef | null;
  canceled: boolean;
  /** Next billing date (unix seconds) of a paid membership: Stripe's current_period_end. */
  renewal: number | null;
  /** Start of the current period (for prorations). */
  periodStart: number | null;
  /** Day of month periods are anchored on (Stripe's billing_cycle_anchor). */
  anchorDay: number | null;
  /** A downgrade taking effect at the renewal. */
  scheduled: PriceRef | null;
  /** A konbini registration waiting for its voucher (of `amount` yen) to be paid; ends unpaid at dropAt. */
  pending: { price: PriceRef; issuedAt: number; dropAt: number; amount: number } | null;
  /**
   * A card renewal was declined at `since`; retried on CARD_RETRY_DAYS, then the membership ends. A
   * card the fan registers meanwhile pays it at once (decision 032).
   */
  pastDue: { since: number; amount: number; auth?: boolean } | null;
  /** A konbini renewal's invoice, open until paid; unpaid at its due date, the membership ends (decision 032). */
  openInvoice: { due: number; amount: number } | null;
  /**
   * A declined upgrade's pending update is open until then (the earlier of 23 hours and the period
   * end, decision 039); another change waits.
   */
  pendingUpdateUntil: number | null;
  /** The upgrade Stripe holds while pendingUpdateUntil runs: its price, its open invoice's amount and when it was asked. */
  held: { price: PriceRef; amount: number; at: number } | null;
  /**
   * A card payment waiting for its 3-D Secure challenge. register: Stripe's subscription is
   * incomplete, the membership stays as it was until the challenge is completed; failed or left
   * unanswered, Stripe expires the subscription 23 hours after its creation. upgrade: the held
   * upgrade's invoice (see `held`) waits for it. renewal: the renewal's invoice waits for it (see
   * `pastDue`, auth). `failed`: the fan failed it (nothing more to answer).
   */
  challenge: Challenge | null;
}

export interface Challenge {
  for: 'register' | 'upgrade' | 'renewal';
  price: PriceRef;
  at: number;
  failed: boolean;
}

/** An incomplete subscription expires this long after its creation (its first invoice unpaid). */
export const INCOMPLETE_SECONDS = 23 * HOUR;

export interface CreatorModel {
  paidTiers: number;
  /** By rank (index 0, the free tier, is never archived here). */
  archived: boolean[];
}

export interface Model {
  a: Assumptions;
  months: number[];
  creators: CreatorModel[];
  /** Current version of each `${creator}/${rank}/${months}/${method}` price (set-price adds one). */
  versions: Record<string, number>;
  memberships: MembershipModel[];
  card: CardState;
  balance: { paid: number; free: number };
  codes: { amount: number; redeemed: boolean }[];
  pointPackage: number;
  /** The point package's price (yen). */
  pointPrice: number;
  /** Yen the fan has paid so far (model-amounts.ts). */
  paid: number;
  /** The customer's credit balance (yen), taken off the next invoice. */
  credit: number;
  /** Sandbox time of the last step. */
  now: number;
}

export type Action =
  | { t: 'joinFree'; c: number }
  | { t: 'cancelFree'; c: number }
  | { t: 'register'; c: number; rank: number; months: number; method: Method }
  | { t: 'payKonbini'; c: number }
  | { t: 'expireKonbini'; c: number }
  // method: the price's payment method, when it is not the membership's own (refused: issue 36).
  | { t: 'upgrade'; c: number; rank: number; months: number; method?: Method }
  | { t: 'downgrade'; c: number; rank: number; months: number; method?: Method }
  | { t: 'cancel'; c: number }
  | { t: 'resume'; c: number }
  // The same tier and period, paid the other way from the next renewal (decision 044).
  | { t: 'switchMethod'; c: number }
  | { t: 'overwriteCard'; kind: 'ok' | 'declining' | 'threeds' }
  | { t: 'deleteCard' }
  // The saved card's bank approves charges again (a passing decline ends): nothing is sent to the
  // API; Stripe's next retry of a declined renewal then succeeds (decision 032).
  | { t: 'bankAccepts' }
  // The fan completes the registration's 3-D Secure challenge (Stripe.js in the browser): the first
  // invoice is paid and the tier starts, its period from the subscription's creation.
  | { t: 'answerChallenge'; c: number }
  // The fan fails the challenge (the bank refuses the authentication): the payment is not made.
  | { t: 'failChallenge'; c: number }
  | { t: 'buyPoints' }
  | { t: 'redeemCode'; i: number }
  | { t: 'setPrice'; c: number; rank: number; months: number; method: Method }
  | { t: 'archiveTier'; c: number; rank: number }
  | { t: 'unarchiveTier'; c: number; rank: number }
  | { t: 'grantPoints'; amount: number }
  | { t: 'advanceToNextEvent' }
  | { t: 'advanceDays'; days: number }
  | { t: 'declinedRenewal' };

/** What the fan should get from one action. */
export type Outcome =
  | { kind: 'ok' }
  /** Accepted or refused, either way nothing changes (a repeated tap). */
  | { kind: 'noop' }
  /**
   * A coded refusal. `webPrevents`: the web never sends it as is (it asks for a card first), so a
   * listed action may be refused for it.
   */
  | { kind: 'refused'; why: string; webPrevents?: boolean }
  | { kind: 'payment-failed'; why: string }
  /** Accepted, waiting for the fan's 3-D Secure challenge (status requires_action). */
  | { kind: 'requires-action' }
  | { kind: 'conflict'; why: string };

export const emptyMembership = (): MembershipModel => ({
  joined: false,
  tier: 0,
  price: null,
  canceled: false,
  renewal: null,
  periodStart: null,
  anchorDay: null,
  scheduled: null,
  pending: null,
  pastDue: null,
  openInvoice: null,
  pendingUpdateUntil: null,
  held: null,
  challenge: null,
});

export function initialModel(input: {
  a: Assumptions;
  months: number[];
  paidTiers: number[];
  codes: number[];
  pointPackage: number;
  pointPrice: number;
  card: CardState;
  now: number;
}): Model {
  return {
    a: input.a,
    months: input.months,
    creators: input.paidTiers.map((n) => ({ paidTiers: n, archived: Array(n + 1).fill(false) })),
    versions: {},
    memberships: input.paidTiers.map(emptyMembership),
    card: input.card,
    balance: { paid: 0, free: 0 },
    codes: input.codes.map((amount) => ({ amount, redeemed: false })),
    pointPackage: input.pointPackage,
    pointPrice: input.pointPrice,
    paid: 0,
    credit: 0,
    now: input.now,
  };
}

export function stateOf(m: MembershipModel): MembershipState {
  if (!m.joined) return 'none';
  if (m.pending) return 'konbini-pending';
  if (m.tier === 0) return 'free';
  return m.canceled ? 'canceled-to-period-end' : 'paid';
}

/** The price an operator offers now for a tier, period and method. */
export function currentPrice(
  model: Model,
  c: number,
  rank: number,
  months: number,
  method: Method,
): PriceRef {
  return {
    creator: c,
    rank,
    months,
    method,
    version: model.versions[`${c}/${rank}/${months}/${method}`] ?? 0,
  };
}

/** Paid (not only canceled to its period end) and charged to the card at its renewal. */
export const renewsOnCard = (m: MembershipModel) =>
  m.joined && m.tier > 0 && !m.canceled && m.price?.method === 'card';

/** A renewal is unpaid: a card one past due (declined or waiting for 3-D Secure), a konbini invoice open. */
export const renewalUnpaid = (m: MembershipModel) => m.pastDue !== null || m.openInvoice !== null;

export const clone = (model: Model): Model => structuredClone(model);
const ok: Outcome = { kind: 'ok' };
const refused = (why: string, webPrevents = false): Outcome => ({ kind: 'refused', why, webPrevents });

export function fallToFree(m: MembershipModel) {
  Object.assign(m, {
    ...emptyMembership(),
    joined: true,
    pending: m.pending,
  });
}

function startPaid(m: MembershipModel, price: PriceRef, periodStart: number) {
  Object.assign(m, {
    ...emptyMembership(),
    joined: true,
    tier: price.rank,
    price,
    renewal: addMonths(periodStart, price.months),
    periodStart,
    anchorDay: dayOf(periodStart),
  });
}

/** The outcome of one fan or operator action at sandbox time `now`, and the state after it. */
export function transition(model: Model, now: number, action: Action): { outcome: Outcome; next: Model } {
  const next = clone(model);
  next.now = now;
  const outcome = apply(next, now, action);
  return { outcome, next };
}

function apply(model: Model, now: number, action: Action): Outcome {
  const { a } = model;
  switch (action.t) {
    case 'joinFree': {
      const m = model.memberships[action.c]!;
      if (!m.joined) {
        Object.assign(m, { ...emptyMembership(), joined: true });
        return ok;
      }
      if (m.tier === 0) return { kind: 'noop' };
      return refused('already a paid member');
    }
    case 'cancelFree': {
      const m = model.memberships[action.c]!;
      if (!m.joined) return { kind: 'noop' };
      if (m.pending) return refused('a konbini registration is pending');
      if (m.tier > 0) return refused('a paid membership is canceled on its plan');
      Object.assign(m, emptyMembership());
      return ok;
    }
    case 'register': {
      const m = model.memberships[action.c]!;
      const price = currentPrice(model, action.c, action.rank, action.months, action.method);
      if (model.creators[action.c]!.archived[action.rank]) return refused('the tier is archived');
      if (m.joined && m.tier > 0 && !(a.registerWhileCanceled && m.canceled))
        return refused('already a paid member');
      if (action.method === 'card' && model.card === 'none') return refused('no saved card', true);
      // The free membership first (spec), then any pending konbini registration is voided (decision 009).
      if (!m.joined) Object.assign(m, { ...emptyMembership(), joined: true });
      m.pending = null;
      if (action.method === 'konbini') {
        const dropAt = endOfJapanDay(now, KONBINI_DAYS_UNTIL_DUE);
        m.pending = { price, issuedAt: now, dropAt, amount: finalizeInvoice(model, priceAmount(price)) };
        return ok;
      }
      if (model.card === 'declining') return { kind: 'payment-failed', why: 'the card declines' };
      if (model.card === 'threeds') {
        m.challenge = { for: 'register', price, at: now, failed: false };
        return { kind: 'requires-action' };
      }
      startPaid(m, price, now);
      chargeNow(model, priceAmount(price));
      return ok;
    }
    case 'payKonbini': {
      const m = model.memberships[action.c]!;
      if (m.pending) {
        collect(model, m.pending.amount);
        startPaid(m, m.pending.price, m.pending.issuedAt);
        return ok;
      }
      if (m.openInvoice) collect(model, m.openInvoice.amount);
      m.openInvoice = null;
      return ok;
    }
    case 'expireKonbini': {
      // The voucher lapses; the registration ends at its invoice's due date (the runner then waits for it).
      const m = model.memberships[action.c]!;
      if (m.pending) m.pending.dropAt = m.pending.issuedAt + KONBINI_DAYS_UNTIL_DUE * DAY;
      return ok;
    }
    case 'upgrade': {
      const m = model.memberships[action.c]!;
      if (stateOf(m) !== 'paid') return refused(`not a renewing paid member (${stateOf(m)})`);
      const price = currentPrice(model, action.c, action.rank, action.months, m.price!.method);
      if (action.rank <= m.tier) return refused('not a higher tier');
      if (model.creators[action.c]!.archived[action.rank]) return refused('the tier is archived');
      if (action.method && action.method !== m.price!.method)
        return refused('a price of another payment method', true); // the web lists only the membership's method
      // Paid first (decision 043): the plans screen offers no upgrade meanwhile.
      if (renewalUnpaid(m)) return refused('a renewal is unpaid', true);
      if (m.price!.method === 'konbini') {
        // At the next renewal, on the higher tier's konbini price, nothing charged now (decision 044).
        if (m.scheduled?.rank === action.rank) return refused('this change is already scheduled');
        m.scheduled = price;
        return ok;
      }
      if (m.pendingUpdateUntil !== null) {
        // The same upgrade again pays the held invoice with the saved card; another tier waits (decision 039).
        const held = m.held!;
        if (priceKey(held.price) !== priceKey(price))
          return { kind: 'conflict', why: 'another upgrade is held unpaid' };
        if (model.card === 'threeds') return askChallenge(m, held.price, now);
        if (model.card !== 'ok') return { kind: 'payment-failed', why: 'the card still declines' };
        collect(model, held.amount);
        applyUpgrade(m, held.price, held.at);
        return ok;
      }
      if (m.price!.method === 'card') {
        // Only a positive prorated amount is charged (an upgrade to a shorter period may net a credit);
        // under ¥50 Stripe marks it paid and the next invoice carries it.
        const due = finalizeInvoice(model, upgradeNet(m, price, now));
        if (model.card !== 'ok' && due > 0) {
          // Stripe holds the upgrade as a pending update until its invoice is paid (decision 039).
          m.pendingUpdateUntil = Math.min(now + PENDING_UPDATE_SECONDS, m.renewal ?? Infinity);
          m.held = { price, amount: due, at: now };
          if (model.card === 'threeds') return askChallenge(m, price, now);
          return { kind: 'payment-failed', why: 'the card declines' };
        }
        collect(model, due);
      }
      applyUpgrade(m, price, now);
      return ok;
    }
    case 'downgrade': {
      const m = model.memberships[action.c]!;
      if (stateOf(m) !== 'paid') return refused(`not a renewing paid member (${stateOf(m)})`);
      const price = currentPrice(model, action.c, action.rank, action.months, m.price!.method);
      if (action.rank >= m.tier || action.rank === 0) return refused('not a lower paid tier');
      if (model.creators[action.c]!.archived[action.rank]) return refused('the tier is archived');
      if (m.scheduled?.rank === action.rank) return refused('this downgrade is already scheduled');
      if (m.price!.method === 'konbini' && !a.konbiniDowngrade)
        return refused('konbini members do not downgrade');
      if (action.method && action.method !== m.price!.method)
        return refused('a price of another payment method', true); // the web lists only the membership's method
      m.scheduled = price;
      return ok;
    }
    case 'switchMethod': {
      const m = model.memberships[action.c]!;
      if (stateOf(m) !== 'paid') return refused(`not a renewing paid member (${stateOf(m)})`);
      if (model.creators[action.c]!.archived[m.tier]) return refused('the tier is archived');
      if (m.scheduled) return refused('a plan change is scheduled');
      if (renewalUnpaid(m)) return refused('a renewal is unpaid');
      const to: Method = m.price!.method === 'card' ? 'konbini' : 'card';
      if (to === 'card' && model.card === 'none') return refused('no saved card', true);
      m.price = currentPrice(model, action.c, m.tier, m.price!.months, to);
      return ok;
    }
    case 'cancel': {
      const m = model.memberships[action.c]!;
      if (stateOf(m) !== 'paid') return refused(`not a renewing paid member (${stateOf(m)})`);
      m.canceled = true;
      m.scheduled = null;
      return ok;
    }
    case 'resume': {
      const m = model.memberships[action.c]!;
      if (stateOf(m) !== 'canceled-to-period-end') return refused(`not canceled (${stateOf(m)})`);
      if (m.price!.method === 'card' && model.card === 'none' && a.resumeNeedsCard)
        return refused('resuming a card membership needs a saved card', true);
      m.canceled = false;
      return ok;
    }
    case 'overwriteCard':
      model.card = action.kind;
      // A registration left waiting for 3-D Secure on the old card is canceled (decision 039); a
      // held upgrade stays held, its challenge unanswered (the same upgrade again pays it).
      for (const m of model.memberships) m.challenge = null;
      // Registering a card and confirming the amount shown pays the card renewals left unpaid, at
      // once (decisions 032, 043; the runner confirms as the web's 「登録して ¥N を支払う」).
      if (action.kind === 'ok')
        for (const m of model.memberships) {
          if (m.pastDue) collect(model, m.pastDue.amount);
          m.pastDue = null;
        }
      return ok;
    case 'answerChallenge': {
      const m = model.memberships[action.c]!;
      if (!m.challenge || m.challenge.failed) return { kind: 'noop' };
      const { price, at } = m.challenge;
      if (m.challenge.for === 'renewal') {
        // The fan confirms the renewal's payment from the notice (認証して支払う).
        collect(model, m.pastDue!.amount);
        m.pastDue = null;
        m.challenge = null;
        return ok;
      }
      if (m.challenge.for === 'upgrade') {
        // The held invoice is paid: Stripe applies the pending update as of when it was asked.
        const held = m.held!;
        collect(model, held.amount);
        applyUpgrade(m, held.price, held.at);
        m.challenge = null;
        return ok;
      }
      startPaid(m, price, at);
      chargeNow(model, priceAmount(price));
      return ok;
    }
    case 'failChallenge': {
      const m = model.memberships[action.c]!;
      if (!m.challenge || m.challenge.failed) return { kind: 'noop' };
      // A registration stays incomplete until Stripe expires it; a held upgrade stays held, as declined.
      if (m.challenge.for === 'register') m.challenge.failed = true;
      else m.challenge = null;
      return ok;
    }
    case 'bankAccepts':
      if (model.card !== 'declining') return { kind: 'noop' };
      model.card = 'ok';
      return ok;
    case 'deleteCard': {
      if (model.card === 'none') return { kind: 'noop' };
      if (!a.deleteCardWhileRenewing && model.memberships.some(renewsOnCard))
        return refused('a card membership renews on this card');
      model.card = 'none';
      return ok;
    }
    case 'buyPoints':
      if (model.card === 'none') return refused('no saved card', true);
      if (model.card === 'declining') return { kind: 'payment-failed', why: 'the card declines' };
      model.balance.paid += model.pointPackage;
      collect(model, model.pointPrice);
      return ok;
    case 'redeemCode': {
      const code = model.codes[action.i]!;
      if (code.redeemed) return refused('the code was redeemed already');
      code.redeemed = true;
      model.balance.free += code.amount;
      return ok;
    }
    case 'setPrice': {
      const key = `${action.c}/${action.rank}/${action.months}/${action.method}`;
      model.versions[key] = (model.versions[key] ?? 0) + 1;
      return ok;
    }
    case 'archiveTier':
      model.creators[action.c]!.archived[action.rank] = true;
      return ok;
    case 'unarchiveTier':
      model.creators[action.c]!.archived[action.rank] = false;
      return ok;
    case 'grantPoints':
      model.balance.free += action.amount;
      return ok;
    case 'advanceToNextEvent':
    case 'advanceDays':
    case 'declinedRenewal':
      return ok; // time: see advanceTo
  }
}

/** A card payment of `price` waits for the fan's 3-D Secure challenge. */
function askChallenge(m: MembershipModel, price: PriceRef, now: number): Outcome {
  m.challenge = { for: 'upgrade', price, at: now, failed: false };
  return { kind: 'requires-action' };
}

function applyUpgrade(m: MembershipModel, price: PriceRef, at: number) {
  const months = m.price!.months;
  m.scheduled = null;
  m.tier = price.rank;
  m.price = price;
  m.pendingUpdateUntil = null;
  m.held = null;
  if (price.months !== months) {
    m.renewal = addMonths(at, price.months);
    m.periodStart = at;
    m.anchorDay = dayOf(at);
  }
}

/**
 * What an upgrade invoices now (yen): the unused rest of the period credited; the new price for the
 * rest of the period (same period) or for a whole new period (another period: Stripe restarts it).
 */
export function upgradeNet(m: MembershipModel, price: PriceRef, now: number): number {
  const start = m.periodStart ?? now;
  const end = m.renewal ?? now;
  const fraction = end > start ? Math.max(0, end - now) / (end - start) : 0;
  const credit = Math.round(priceAmount(m.price!) * fraction);
  if (price.months !== m.price!.months) return priceAmount(price) - credit;
  return Math.round(priceAmount(price) * fraction) - credit;
}
