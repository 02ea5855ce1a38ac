import { keysetCursor } from '../../db/keyset-cursor';
import type { Keyset } from './points.repository';

// "t1|<occurred_at with microseconds>|<entry id>" (db/keyset-cursor.ts).
const cursor = keysetCursor('t1', ['timestamp', 'bigint'], 200);

export function encodeTransactionCursor(k: Keyset): string {
  return cursor.encode([k.occurredAt, k.id]);
}

/** The keyset of a cursor, or null when it is not one of ours. */
export function decodeTransactionCursor(value: string): Keyset | null {
  const parts = cursor.decode(value);
  return parts && { occurredAt: parts[0]!, id: parts[1]! };
}
