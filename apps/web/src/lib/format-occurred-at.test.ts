import { describe, expect, it } from 'vitest';
import { formatOccurredAt } from './format-occurred-at';

describe('formatOccurredAt', () => {
  it('shows UTC instants in Japan time, zero-padded', () => {
    expect(formatOccurredAt('2026-11-21T09:05:00Z')).toBe('2026/11/21 18:05');
    expect(formatOccurredAt(new Date('2026-01-02T03:04:00Z'))).toBe('2026/01/02 12:04');
  });

  it('rolls over to the next Japanese day and uses 00 for midnight', () => {
    expect(formatOccurredAt('2026-12-31T15:00:00Z')).toBe('2027/01/01 00:00');
  });
});
