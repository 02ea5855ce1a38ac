import { describe, expect, it } from 'vitest';
import { formatYen, HOUR_MINUTE, jstFormat } from '../src/format';

describe('format', () => {
  it('shows yen with the half-width sign', () => {
    expect(formatYen(1234567)).toBe('¥1,234,567');
  });

  it('reads instants on the Japan-time calendar, with the fields and locale asked for', () => {
    const day = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    expect(jstFormat({ ...day, ...HOUR_MINUTE })('2026-12-31T15:05:00Z')).toBe('2027/01/01 00:05');
    expect(jstFormat(day, 'en-CA')(new Date('2026-03-31T15:00:00Z'))).toBe('2026-04-01');
  });
});
