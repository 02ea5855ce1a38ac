import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveCsv } from './save-csv';

describe('saveCsv', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a download link named after the file, holding the text with its BOM', async () => {
    const created = vi.fn(() => 'blob:csv');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const blob = saveCsv({ filename: 'fans-demo-20261127.csv', csv: '\uFEFFファンID\r\n1\r\n' });
    const clicked = click.mock.contexts[0] as HTMLAnchorElement;
    expect(clicked.download).toBe('fans-demo-20261127.csv');
    expect(clicked.href).toBe('blob:csv');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
