export const HOME_CARD_LIMIT = 3;

/** Home shows up to 3 cards and links to all of them only when there are more (spec section 9). */
export function homeCards<T>(cards: readonly T[]): { shown: T[]; more: boolean } {
  return { shown: cards.slice(0, HOME_CARD_LIMIT), more: cards.length > HOME_CARD_LIMIT };
}
