// What the plans screen should offer on each tier, and which tier an action names.
import { renewalUnpaid, type Action, type ActionName, type Model } from './lifecycle-model';

export interface TierExpectation {
  rank: number;
  /** Listed in subscriptionTiersConnection. */
  shown: boolean;
  hidden: boolean;
  actions: Record<ActionName, boolean>;
}

/** Spec section 4's action matrix, decision 020's archiving, and the assumptions. */
export function expectedTiers(model: Model, c: number): TierExpectation[] {
  const m = model.memberships[c]!;
  const creator = model.creators[c]!;
  const { a } = model;
  const current = m.joined ? m.tier : -1;
  const activePaid = m.joined && m.tier > 0;
  const renewing = activePaid && !m.canceled;
  const konbini = m.price?.method === 'konbini';
  const out: TierExpectation[] = [];
  for (let rank = 0; rank <= creator.paidTiers; rank++) {
    const archived = rank > 0 && creator.archived[rank] === true;
    const isCurrent = rank === current;
    const shown = !archived || isCurrent || m.pending?.price.rank === rank || m.scheduled?.rank === rank;
    const actions: Record<ActionName, boolean> = {
      register:
        rank === 0
          ? !isCurrent && !activePaid
          : !isCurrent && !archived && (!activePaid || (a.registerWhileCanceled && m.canceled)),
      // The free tier cannot be left while a paid registration awaits its 3-D Secure challenge.
      cancel: isCurrent && (rank === 0 ? !m.challenge : renewing),
      resume: isCurrent && rank > 0 && m.canceled,
      // No upgrade while a renewal is unpaid (decision 043).
      upgrade:
        !archived &&
        rank > 0 &&
        renewing &&
        rank > current &&
        m.scheduled?.rank !== rank &&
        !renewalUnpaid(m),
      downgrade:
        !archived &&
        rank > 0 &&
        renewing &&
        rank < current &&
        m.scheduled?.rank !== rank &&
        (!konbini || a.konbiniDowngrade),
    };
    const hidden = (rank === 0 && (activePaid || m.pending !== null)) || (archived && !isCurrent);
    if (archived && !isCurrent) actions.register = false;
    out.push({ rank, shown, hidden, actions });
  }
  return out;
}

/** The matrix's action a membership command asks for (null: not a tier button). */
export function actionOf(action: Action): { c: number; rank: number | 'current'; name: ActionName } | null {
  switch (action.t) {
    case 'joinFree':
      return { c: action.c, rank: 0, name: 'register' };
    case 'cancelFree':
      return { c: action.c, rank: 0, name: 'cancel' };
    case 'register':
    case 'upgrade':
    case 'downgrade':
      return { c: action.c, rank: action.rank, name: action.t };
    case 'cancel':
    case 'resume':
      return { c: action.c, rank: 'current', name: action.t };
    default:
      return null;
  }
}
