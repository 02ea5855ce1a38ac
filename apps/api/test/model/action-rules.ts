// How an action reads in a trace, and whether the model can say what it should do now.
import { currentPrice, renewsOnCard, stateOf, upgradeNet, type Action, type Model } from './lifecycle-model';

export function describeAction(a: Action): string {
  switch (a.t) {
    case 'register':
      return `register(c${a.c}, rank ${a.rank}, ${a.months}m, ${a.method})`;
    case 'upgrade':
    case 'downgrade':
      return `${a.t}(c${a.c}, rank ${a.rank}, ${a.months}m${a.method ? `, ${a.method} price` : ''})`;
    case 'setPrice':
      return `op:setPrice(c${a.c}, rank ${a.rank}, ${a.months}m, ${a.method})`;
    case 'archiveTier':
    case 'unarchiveTier':
      return `op:${a.t}(c${a.c}, rank ${a.rank})`;
    case 'grantPoints':
      return `op:grantPoints(${a.amount})`;
    case 'overwriteCard':
      return `overwriteCard(${a.kind})`;
    case 'redeemCode':
      return `redeemCode(#${a.i})`;
    case 'advanceDays':
      return `time:advanceDays(${a.days})`;
    case 'advanceToNextEvent':
    case 'declinedRenewal':
      return `time:${a.t}()`;
    case 'bankAccepts':
    case 'deleteCard':
    case 'buyPoints':
      return `${a.t}()`;
    default:
      return `${a.t}(c${a.c})`;
  }
}

/** Whether the model can say what this action should do now (fast-check skips it otherwise). */
export function applicable(model: Model, a: Action): boolean {
  // With a 3-D Secure card (or a challenge open), what the model can say: a card registration or an
  // upgrade (each asks for the challenge), the challenge answered or failed, a card change, and time
  // (a card renewal then asks for the challenge too).
  if (model.card === 'threeds' || model.memberships.some((m) => m.challenge)) {
    if (a.t === 'overwriteCard') return a.kind !== 'threeds';
    if (a.t === 'answerChallenge' || a.t === 'failChallenge') {
      const challenge = model.memberships[a.c]?.challenge;
      // A renewal's challenge is answered or left (Stripe's retries after a failed one: not modelled).
      return !!challenge && !challenge.failed && (a.t === 'answerChallenge' || challenge.for !== 'renewal');
    }
    if (a.t === 'advanceToNextEvent' || a.t === 'advanceDays') return true;
    const m = 'c' in a ? model.memberships[a.c] : undefined;
    if (!m || model.card !== 'threeds') return false;
    // Registering again replaces a registration waiting for (or having failed) its challenge.
    if (a.t === 'register')
      return a.method === 'card' && m.challenge?.for !== 'upgrade' && !m.pending && m.tier === 0;
    if (a.t === 'upgrade')
      return !a.method && !m.challenge && stateOf(m) === 'paid' && m.price?.method === 'card';
    return false;
  }
  if ('c' in a) {
    const m = model.memberships[a.c];
    if (!m) return false;
    if ('rank' in a && a.rank > model.creators[a.c]!.paidTiers) return false;
    // Beyond the model: changes other than a second upgrade while a declined upgrade is pending.
    // (A card renewal past due changes nothing: Stripe keeps retrying it whatever the plan does.)
    const busy = m.pendingUpdateUntil !== null;
    switch (a.t) {
      case 'payKonbini':
        return m.pending !== null || m.openInvoice !== null;
      case 'expireKonbini':
        return m.pending !== null;
      case 'archiveTier':
        return !model.creators[a.c]!.archived[a.rank];
      case 'unarchiveTier':
        return model.creators[a.c]!.archived[a.rank] === true;
      case 'setPrice':
        return true;
      case 'answerChallenge':
      case 'failChallenge':
        return false; // no challenge open (above)
      case 'upgrade': {
        // Another upgrade while one is pending: the same one pays the held invoice, another is CONFLICT.
        if (busy) return true;
        // A declined card and an upgrade netting about nothing: whether Stripe charges is a matter of seconds.
        if (m.price && model.card !== 'ok' && stateOf(m) === 'paid' && a.rank > m.tier) {
          const price = currentPrice(model, a.c, a.rank, a.months, m.price.method);
          return Math.abs(upgradeNet(m, price, model.now)) > 100;
        }
        return true;
      }
      default:
        return !busy;
    }
  }
  if (a.t === 'deleteCard') return model.card !== 'none';
  if (a.t === 'bankAccepts') return model.card === 'declining';
  // Beyond the model: a 3-D Secure card registered while a renewal is unpaid or an upgrade is held
  // (paying them would ask for the challenge).
  if (a.t === 'overwriteCard' && a.kind === 'threeds')
    return !model.memberships.some((m) => m.pastDue || m.pendingUpdateUntil !== null);
  if (a.t === 'declinedRenewal') return model.memberships.some(renewsOnCard);
  return true;
}
