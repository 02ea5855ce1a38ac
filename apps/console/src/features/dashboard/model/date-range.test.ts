import { describe, expect, it } from 'vitest';
import { bucketLabel, daysBetween, jstToday, presetRange } from './date-range';

// 2026-04-01 00:30 JST is still 2026-03-31 in UTC.
const now = new Date('2026-03-31T15:30:00Z');

describe('date ranges in JST days', () => {
  it("takes today's JST date", () => {
    expect(jstToday(now)).toBe('2026-04-01');
  });
  it('makes the presets from the JST day', () => {
    expect(presetRange('7d', now)).toEqual({ from: '2026-03-26', to: '2026-04-01' });
    expect(presetRange('thisMonth', now)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(presetRange('lastMonth', now)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetRange('12m', now)).toEqual({ from: '2025-05-01', to: '2026-04-01' });
  });
  it('counts days both included', () => {
    expect(daysBetween('2026-03-26', '2026-04-01')).toBe(7);
    expect(daysBetween('2026-04-02', '2026-04-01')).toBe(0);
  });
  it('labels buckets', () => {
    expect(bucketLabel('2026-04-01', false)).toBe('4/1');
    expect(bucketLabel('2026-04-01', true)).toBe('2026/4');
  });
});
