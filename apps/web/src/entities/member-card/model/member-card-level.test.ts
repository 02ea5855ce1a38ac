import { describe, expect, it } from 'vitest';
import { TierLevels } from '@fan/shared';
import { cardEmblem } from './card-emblem';
import { homeCards } from './home-cards';
import { memberCardLevel } from './member-card-level';

describe('memberCardLevel', () => {
  it('keeps known levels and shows free as the free plan', () => {
    expect(memberCardLevel('gold', 'ゴールド')).toEqual({ level: 'gold', planName: 'ゴールド' });
    expect(memberCardLevel('free', 'フリー')).toEqual({ level: 'free', planName: 'フリープラン' });
  });

  it('falls back to bronze for an unknown level', () => {
    expect(memberCardLevel('platinum', 'プラチナ')).toEqual({ level: 'bronze', planName: 'プラチナ' });
    expect(memberCardLevel('', 'x').level).toBe('bronze');
  });
});

describe('cardEmblem', () => {
  it('gives each of the twelve tier levels its own image', () => {
    const looks = TierLevels.map((level) => {
      const { shape, pips, fill } = cardEmblem(level);
      return `${shape}/${pips}/${fill}`;
    });
    expect(new Set(looks).size).toBe(TierLevels.length);
    expect(cardEmblem('free').shape).toBe('heart');
  });

  it('draws unknown levels as bronze', () => {
    expect(cardEmblem('platinum')).toEqual(cardEmblem('bronze'));
    expect(cardEmblem(undefined).level).toBe('bronze');
  });
});

describe('homeCards', () => {
  it('shows up to 3 in the order given and links to all only when there are more', () => {
    const three = [{ id: 5 }, { id: 3 }, { id: 1 }];
    expect(homeCards(three, false)).toEqual({ shown: three, more: false });
    expect(homeCards(three, true)).toEqual({ shown: three, more: true });
    expect(homeCards([...three, { id: 4 }], false)).toMatchObject({ shown: three, more: true });
    expect(homeCards([], false)).toEqual({ shown: [], more: false });
  });
});
