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
  const card = (id: number, level: string, isCanceled = false) => ({
    id,
    currentTier: { level },
    isCanceled,
  });
  it('shows up to 3 and links to all only when there are more', () => {
    const three = [card(1, 'free'), card(2, 'free'), card(3, 'free')];
    expect(homeCards(three)).toEqual({ shown: three, more: false });
    expect(homeCards([...three, card(4, 'free')])).toMatchObject({ shown: three, more: true });
    expect(homeCards([])).toEqual({ shown: [], more: false });
  });

  it('puts active paid cards first, then canceled paid ones, keeping newest first within each', () => {
    const cards = [
      card(1, 'free'),
      card(2, 'free'),
      card(3, 'gold', true),
      card(4, 'free'),
      card(5, 'bronze'),
    ];
    expect(homeCards(cards).shown.map((c) => c.id)).toEqual([5, 3, 1]);
  });
});
