import { describe, expect, it } from 'vitest';
import { formatYen, isoToJstLocal, jstDay, jstLocalToIso } from './format';

describe('format', () => {
  it('shows yen with the half-width sign', () => {
    expect(formatYen(1200)).toBe('¥1,200');
  });
  it('counts days in Japan time', () => {
    expect(jstDay('2026-03-31T15:00:00Z')).toBe('2026-04-01');
    expect(jstDay('2026-03-31T14:59:59Z')).toBe('2026-03-31');
  });
  it('reads and writes datetime-local values as JST', () => {
    expect(jstLocalToIso('2026-04-01T00:00')).toBe('2026-03-31T15:00:00.000Z');
    expect(isoToJstLocal(new Date('2026-03-31T15:00:00Z'))).toBe('2026-04-01T00:00');
  });
});
