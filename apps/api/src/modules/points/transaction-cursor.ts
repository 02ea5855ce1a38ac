import type { Keyset } from './points.repository';

// Opaque to clients: base64url of "t1|<occurred_at with microseconds>|<entry id>". The position is
// a keyset, not an offset, so entries added while paging never shift or repeat rows.
const PREFIX = 't1';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeTransactionCursor(k: Keyset): string {
  return Buffer.from(`${PREFIX}|${k.occurredAt}|${k.id}`, 'utf8').toString('base64url');
}

/** The keyset of a cursor, or null when it is not one of ours. */
export function decodeTransactionCursor(cursor: string): Keyset | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const [prefix, occurredAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (prefix !== PREFIX || rest.length > 0 || !occurredAt || !id) return null;
  if (!TIMESTAMP.test(occurredAt) || Number.isNaN(Date.parse(occurredAt))) return null;
  if (!/^[1-9]\d{0,17}$/.test(id)) return null;
  return { occurredAt, id };
}
