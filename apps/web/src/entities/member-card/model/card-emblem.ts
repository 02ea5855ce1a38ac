import { normalizeTierLevel, type TierLevel } from '@fan/shared';

export type EmblemShape = 'heart' | 'star' | 'crown' | 'gem';

export interface CardEmblemSpec {
  shape: EmblemShape;
  /** Pips under the motif: the level's place within its family, so no two levels look alike. */
  pips: number;
  /** The motif's fill; the card's gradient gives the rest of the colour. */
  fill: string;
}

/**
 * The card image of each tier level of spec section 4: a heart for the free plan, medals with one to
 * three marks for bronze, silver and gold, and a jewel with one to seven pips for the colour levels.
 */
const EMBLEMS: Record<TierLevel, CardEmblemSpec> = {
  free: { shape: 'heart', pips: 0, fill: '#ffffff' },
  bronze: { shape: 'star', pips: 1, fill: '#ffd7b0' },
  silver: { shape: 'star', pips: 2, fill: '#f2f6fa' },
  gold: { shape: 'crown', pips: 3, fill: '#fff1b8' },
  red: { shape: 'gem', pips: 1, fill: '#ffd1d4' },
  orange: { shape: 'gem', pips: 2, fill: '#ffe0c7' },
  yellow: { shape: 'gem', pips: 3, fill: '#fff4bf' },
  green: { shape: 'gem', pips: 4, fill: '#cdf5df' },
  blue: { shape: 'gem', pips: 5, fill: '#cfe7ff' },
  indigo: { shape: 'gem', pips: 6, fill: '#d9defc' },
  purple: { shape: 'gem', pips: 7, fill: '#ecd9fa' },
  pink: { shape: 'crown', pips: 7, fill: '#ffd6ec' },
};

/** The emblem of a level as the API names it; unknown levels are bronze (spec section 4). */
export function cardEmblem(level: string | null | undefined): CardEmblemSpec & { level: TierLevel } {
  const normalized = normalizeTierLevel(level);
  return { level: normalized, ...EMBLEMS[normalized] };
}
