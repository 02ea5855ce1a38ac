/** A cell: text, a number, or nothing (an empty cell). */
export type Cell = string | number | null;

// Excel reads a CSV without a byte-order mark as Shift_JIS on Japanese Windows: the BOM makes it UTF-8.
const BOM = '\uFEFF';

/**
 * One cell as RFC 4180 writes it (quoted when it holds a comma, a quote or a line break; quotes
 * doubled). Text beginning with = + - @ (or a tab or CR) would be run as a formula by a spreadsheet
 * (CSV injection): it gets a leading single quote, so it shows as text. Numbers are left as numbers.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated. */
export const csvLine = (cells: Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The start of a file: the BOM and the header line. */
export const csvHead = (header: string[]) => BOM + csvLine(header);
