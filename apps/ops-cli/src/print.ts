/** A readable rendering of an answer: one `key: value` per line, lists and objects indented. */
export function printHuman(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return `${indent}-`;
  if (Array.isArray(value)) {
    if (value.length === 0) return `${indent}(none)`;
    return value
      .map((item) => {
        const body = printHuman(item, `${indent}  `);
        return `${indent}- ${body.trimStart()}`;
      })
      .join('\n');
  }
  if (typeof value === 'object') {
    if (Object.keys(value).length === 0) return `${indent}-`;
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) =>
        v !== null && typeof v === 'object' && Object.keys(v).length > 0
          ? `${indent}${k}:\n${printHuman(v, `${indent}  `)}`
          : `${indent}${k}: ${Array.isArray(v) ? '(none)' : String(v ?? '-')}`,
      )
      .join('\n');
  }
  return `${indent}${String(value)}`;
}
