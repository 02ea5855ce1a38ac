export const HOME_CARD_LIMIT = 3;

interface RankedCard {
  currentTier: { level: string };
  isCanceled: boolean;
}

/** Active paid cards first, then canceled paid ones, then free; newest first within each (stable). */
function rank(card: RankedCard): number {
  if (card.currentTier.level === 'free') return 2;
  return card.isCanceled ? 1 : 0;
}

/**
 * Home shows up to 3 cards, active paid ones first so a paid card never hides behind すべて見る, and
 * links to all of them only when there are more (spec section 9).
 */
export function homeCards<T extends RankedCard>(cards: readonly T[]): { shown: T[]; more: boolean } {
  const ordered = [...cards].sort((a, b) => rank(a) - rank(b));
  return { shown: ordered.slice(0, HOME_CARD_LIMIT), more: cards.length > HOME_CARD_LIMIT };
}
