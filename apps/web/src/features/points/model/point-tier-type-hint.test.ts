import { describe, expect, it } from 'vitest';
import { readPointTierTypeHint, writePointTierTypeHint } from './point-tier-type-hint';

describe('point tier type hint', () => {
  it('remembers the last id, and knows nothing before the first or from a garbled value', () => {
    localStorage.clear();
    expect(readPointTierTypeHint()).toBeUndefined();
    writePointTierTypeHint(7);
    expect(readPointTierTypeHint()).toBe(7);
    for (const garbled of ['0', '-3', '1.5', 'x', '99999999999'])
      expect((localStorage.setItem('fan.pointTierTypeId', garbled), readPointTierTypeHint())).toBeUndefined();
  });
});
