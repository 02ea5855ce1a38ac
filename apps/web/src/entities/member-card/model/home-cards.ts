export const HOME_CARD_LIMIT = 3;

/**
 * Home shows up to 3 cards and links to all of them only when there are more (spec section 9). The
 * API orders them (active paid first, so a paid card never hides behind すべて見る): home keeps its
 * order and asks for no more than it shows.
 */
export function homeCards<T>(cards: readonly T[], hasNextPage: boolean): { shown: T[]; more: boolean } {
  return { shown: cards.slice(0, HOME_CARD_LIMIT), more: hasNextPage || cards.length > HOME_CARD_LIMIT };
}
