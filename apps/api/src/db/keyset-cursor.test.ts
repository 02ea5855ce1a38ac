import { describe, expect, it } from 'vitest';
import { keysetCursor } from './keyset-cursor';

describe('keysetCursor', () => {
  const c = keysetCursor('x1', ['timestamp', 'int', 'bigint', 'uuid', 'id', 'word']);
  const values = [
    '2026-12-02T01:02:03.123456Z',
    '-7',
    '9223372036854775807',
    '0f8e2f5e-5d0a-4c1e-9a51-2f4f3e9c1a77',
    'in_1AbC',
    'point',
  ];

  it('decodes what it encodes', () => {
    expect(c.decode(c.encode(values))).toEqual(values);
  });

  it("refuses another list's cursor, a wrong count of parts and text that is no cursor", () => {
    expect(
      keysetCursor('x2', ['timestamp', 'int', 'bigint', 'uuid', 'id', 'word']).decode(c.encode(values)),
    ).toBeNull();
    expect(c.decode(c.encode(values.slice(1)))).toBeNull();
    expect(c.decode('not a cursor!')).toBeNull();
    expect(keysetCursor('x1', ['int'], 10).decode(c.encode(values))).toBeNull();
  });

  it.each([
    [0, '2026-12-02T01:02:03.123Z'],
    [0, '2026-13-45T01:02:03.123456Z'],
    [1, '2147483648'],
    [1, '01'],
    [2, '9223372036854775808'],
    [3, '0F8E2F5E-5D0A-4C1E-9A51-2F4F3E9C1A77'],
    [4, "in_1'; DROP"],
    [5, 'Point'],
  ])('refuses part %i as %s', (i, bad) => {
    expect(c.decode(c.encode(values.map((v, j) => (j === i ? bad : v))))).toBeNull();
  });
});
