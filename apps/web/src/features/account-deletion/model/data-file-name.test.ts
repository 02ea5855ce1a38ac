import { describe, expect, it } from 'vitest';
import { dataFileName } from './data-file-name';

describe('dataFileName', () => {
  it('dates the file in Japan time', () => {
    expect(dataFileName(new Date('2026-12-01T15:30:00Z'))).toBe('vfan-data-2026-12-02.json');
    expect(dataFileName(new Date('2026-12-01T14:59:00Z'))).toBe('vfan-data-2026-12-01.json');
  });
});
