import { describe, expect, it } from 'vitest';
import { csvCell, csvHead, csvLine } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
  });
  it('guards text that a spreadsheet would run as a formula, not numbers', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+81')).toBe("'+81");
    expect(csvCell('-x')).toBe("'-x");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell(-100)).toBe('-100');
  });
  it('starts with a BOM and ends lines with CRLF', () => {
    expect(csvHead(['日時', '金額'])).toBe('\uFEFF日時,金額\r\n');
    expect(csvLine([1, 'a'])).toBe('1,a\r\n');
  });
});
