// Which (membership state, action, outcome) triples a run reached (DESIGN.md section 5), against
// the ones the model declares reachable (coverage-declared.ts).
import { stateOf, type Action, type MembershipModel, type Model, type Outcome } from './lifecycle-model';
import type { TimeEventKind } from './model-time';

/** A membership's state as coverage tells states apart: the lifecycle state and what hangs on it. */
export function stateLabel(m: MembershipModel): string {
  const parts: string[] = [stateOf(m)];
  if (m.tier > 0) parts.push(m.price!.method);
  if (m.pastDue) parts.push('past-due');
  if (m.openInvoice) parts.push('invoice-open');
  if (m.pendingUpdateUntil !== null) parts.push('upgrade-pending');
  if (m.scheduled) parts.push('scheduled');
  if (m.challenge) parts.push(m.challenge.failed ? '3ds-failed' : '3ds-waiting');
  return parts.join(' ');
}

/** The action's name in a triple; null for actions on no membership (points, the catalogue). */
export function actionLabel(a: Action): string | null {
  if (a.t === 'register') return `register-${a.method}`;
  if (!('c' in a) || a.t === 'setPrice' || a.t === 'archiveTier' || a.t === 'unarchiveTier') return null;
  return a.t;
}

export const triple = (state: string, action: string, outcome: string) => `${state} | ${action} | ${outcome}`;

/** What a time event did to a membership, compared before and after it. */
export function eventOutcome(before: MembershipModel, after: MembershipModel): string {
  if (before.pending && !after.pending && after.tier === before.tier) return 'dropped';
  if (before.challenge?.for === 'register' && !after.challenge) return 'lapsed';
  if (before.tier > 0 && after.tier === 0) return 'ended';
  if (before.pendingUpdateUntil !== null && after.pendingUpdateUntil === null) return 'lapsed';
  if (before.pastDue && !after.pastDue) return 'recovered';
  if (!before.pastDue && after.pastDue) return after.pastDue.auth ? 'asks-3ds' : 'declined';
  // A scheduled change applied at the renewal: a downgrade, or a konbini member's upgrade (decision 044).
  const changed =
    after.tier > before.tier ? 'upgraded' : after.tier < before.tier ? 'downgraded' : 'downgraded';
  if (after.openInvoice && !before.openInvoice)
    return after.tier !== before.tier ? `${changed}, invoice-open` : 'invoice-open';
  if (after.tier !== before.tier || after.price?.months !== before.price?.months) return changed;
  if (after.renewal !== before.renewal) return 'renewed';
  return 'retried, declined';
}

/** Counts of the triples reached, over every run of the process. */
export const reached = new Map<string, number>();
const count = (key: string) => reached.set(key, (reached.get(key) ?? 0) + 1);

export function recordAction(before: Model, action: Action, outcome: Outcome) {
  const name = actionLabel(action);
  if (name === null || !('c' in action)) return;
  count(triple(stateLabel(before.memberships[action.c]!), name, outcome.kind));
}

export function recordTimeEvent(c: number, kind: TimeEventKind, before: Model, after: Model) {
  const m = before.memberships[c]!;
  count(triple(stateLabel(m), `time:${kind}`, eventOutcome(m, after.memberships[c]!)));
}
