import { describe, expect, it } from 'vitest';
import { rowsPerKey } from './rows-per-key';

describe('rowsPerKey', () => {
  it("gives each key its rows in the rows' order, an empty list when it has none, and ignores rows of keys not asked for", () => {
    const rows = [
      { k: 2, n: 'a' },
      { k: 1, n: 'b' },
      { k: 2, n: 'c' },
      { k: 9, n: 'd' },
    ];
    expect(rowsPerKey([1, 2, 3], rows, (r) => r.k)).toEqual([
      [{ k: 1, n: 'b' }],
      [
        { k: 2, n: 'a' },
        { k: 2, n: 'c' },
      ],
      [],
    ]);
    // A key asked twice gets the same rows both times.
    expect(rowsPerKey(['x', 'x'], [{ k: 'x' }], (r) => r.k)).toEqual([[{ k: 'x' }], [{ k: 'x' }]]);
  });
});
