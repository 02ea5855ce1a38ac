import { describe, expect, it } from 'vitest';
import { chartScale } from './chart-scale';

describe('chartScale', () => {
  it('rounds the top to a step of 1, 2 or 5 times a power of ten', () => {
    expect(chartScale([0, 47_312, 12_000])).toEqual({
      min: 0,
      max: 60_000,
      ticks: [0, 20_000, 40_000, 60_000],
    });
    expect(chartScale([3, 1])).toEqual({ min: 0, max: 3, ticks: [0, 1, 2, 3] });
  });
  it('reaches below zero for negative values (a day of refunds)', () => {
    expect(chartScale([-900, 2000])).toEqual({ min: -1000, max: 2000, ticks: [-1000, 0, 1000, 2000] });
  });
  it('draws an empty range from 0 to 1', () => {
    expect(chartScale([0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });
});
