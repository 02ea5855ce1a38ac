import { describe, expect, it } from 'vitest';
import { lastBaseDates } from './base-dates';

describe('lastBaseDates', () => {
  it('takes the base dates whose JST day has ended, oldest first, with their deadlines', () => {
    const dates = lastBaseDates(new Date('2026-11-27T12:00:00Z'), 4);
    expect(dates.map((d) => [d.date, d.deadline])).toEqual([
      ['2025-03-31', '2025-05-31'],
      ['2025-09-30', '2025-11-30'],
      ['2026-03-31', '2026-05-31'],
      ['2026-09-30', '2026-11-30'],
    ]);
    expect(dates[3]!.cutoff.toISOString()).toBe('2026-09-30T15:00:00.000Z');
  });
  it('leaves out a base date until its JST day has ended', () => {
    expect(lastBaseDates(new Date('2026-03-31T14:59:59Z'), 1)[0]!.date).toBe('2025-09-30');
    expect(lastBaseDates(new Date('2026-03-31T15:00:00Z'), 1)[0]!.date).toBe('2026-03-31');
  });
});
