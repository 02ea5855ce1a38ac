import { describe, expect, it } from 'vitest';
import { pointTierId } from './point-tier-id';

describe('pointTierId', () => {
  it('accepts a number or its string (local storage)', () => {
    expect(pointTierId({ tierId: 3 })).toBe(3);
    expect(pointTierId({ tierId: '12' })).toBe(12);
  });

  it('is null without a usable tierId', () => {
    for (const state of [
      null,
      undefined,
      {},
      { tierId: '' },
      { tierId: 'abc' },
      { tierId: 0 },
      { tierId: 1.5 },
    ])
      expect(pointTierId(state)).toBeNull();
  });
});
