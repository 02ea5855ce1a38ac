import { describe, expect, it } from 'vitest';
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

describe('homeCards', () => {
  it('shows up to 3 and links to all only when there are more', () => {
    expect(homeCards([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: false });
    expect(homeCards([1, 2, 3, 4])).toEqual({ shown: [1, 2, 3], more: true });
    expect(homeCards([])).toEqual({ shown: [], more: false });
  });
});
