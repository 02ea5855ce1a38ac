import { describe, expect, it } from 'vitest';
import { auditVariables, filtersFrom, filtersToParams } from './audit-filters';

describe('audit filters', () => {
  it('turns JST days into the instants the API filters by (to: the next day, not included)', () => {
    const filters = filtersFrom(new URLSearchParams('from=2026-04-01&to=2026-04-01&changesOnly=1'));
    expect(auditVariables(filters)).toEqual({
      operator: null,
      action: null,
      changesOnly: true,
      from: '2026-03-31T15:00:00.000Z',
      to: '2026-04-01T15:00:00.000Z',
    });
  });
  it('keeps only the filters set in the URL', () => {
    expect(
      filtersToParams({ operator: ' ops@example.com ', action: '', changesOnly: false, from: '', to: '' }),
    ).toEqual({ operator: 'ops@example.com' });
  });
});
