import { describe, expect, it } from 'vitest';
import { demoCodesValidUntil } from './demo-codes-valid-until';

describe('demoCodesValidUntil', () => {
  it('ends the demo codes at 23:59:59 JST on 31 December of the year after next', () => {
    expect(demoCodesValidUntil(new Date('2026-11-23T18:00:00Z')).toISOString()).toBe(
      '2028-12-31T14:59:59.000Z',
    );
  });

  it('counts the year in Japan time (New Year in Tokyo is still 31 December in UTC)', () => {
    expect(demoCodesValidUntil(new Date('2027-12-31T15:30:00Z')).toISOString()).toBe(
      '2030-12-31T14:59:59.000Z',
    );
  });

  it('is always ahead of the seed, so a fresh seed never makes a code that has already ended', () => {
    for (const at of ['2027-12-31T14:59:59Z', '2031-06-01T00:00:00Z', '2099-12-31T14:00:00Z'])
      expect(demoCodesValidUntil(new Date(at)).getTime()).toBeGreaterThan(new Date(at).getTime());
  });
});
