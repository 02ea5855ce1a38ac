import { describe, expect, it } from 'vitest';
import { formatJstDate, formatJstDateTime, formatYen } from './format';

describe('formatYen', () => {
  it('formats with a half-width yen sign and thousands separators', () => {
    expect(formatYen(1200)).toBe('¥1,200');
    expect(formatYen(0)).toBe('¥0');
    expect(formatYen(1234567)).toBe('¥1,234,567');
  });
});

describe('JST formatting', () => {
  it('shows an UTC instant in Japan time', () => {
    expect(formatJstDateTime('2026-11-21T09:00:00Z')).toBe('2026年11月21日 18:00');
  });
  it('rolls over to the next day in Japan', () => {
    expect(formatJstDate('2026-11-21T20:00:00Z')).toBe('2026年11月22日');
    expect(formatJstDateTime(new Date('2026-12-31T15:05:00Z'))).toBe('2027年1月1日 00:05');
  });
});
