import { describe, expect, it } from 'vitest';
import { formatPoints } from './format-points';
import { pickPointTierType } from './point-tier-type';

describe('point tier type', () => {
  it('picks the point_tiers type', () => {
    const nodes = [
      { key: 'other', id: 1 },
      { key: 'point_tiers', id: 2 },
    ];
    expect(pickPointTierType(nodes)?.id).toBe(2);
    expect(pickPointTierType([])).toBeNull();
    expect(pickPointTierType(undefined)).toBeNull();
  });

  it('formats amounts with separators and the unit', () => {
    expect(formatPoints(10000, 'pt')).toBe('10,000pt');
    expect(formatPoints(0, 'pt')).toBe('0pt');
  });
});
