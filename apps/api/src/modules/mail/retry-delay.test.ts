import { expect, it } from 'vitest';
import { retryDelaySeconds } from './retry-delay';

it('doubles from the base after each failed attempt, up to an hour', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelaySeconds(n, 30))).toEqual([
    30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
  ]);
  expect(retryDelaySeconds(3, 0)).toBe(0);
});
