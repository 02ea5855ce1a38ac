import { keysetCursor } from '../../db/keyset-cursor';
import type { PaymentKey, PaymentSource } from './payment-history.repository';

// "h1|<time with microseconds>|<source>|<id>" (db/keyset-cursor.ts).
const cursor = keysetCursor('h1', ['timestamp', 'word', 'id']);

export function encodePaymentCursor(k: PaymentKey): string {
  return cursor.encode([k.at, k.source, k.id]);
}

/** The keyset of a cursor, or null when it is not one of ours. */
export function decodePaymentCursor(value: string): PaymentKey | null {
  const parts = cursor.decode(value);
  const parsed = parts && parsePaymentId(`${parts[1]}-${parts[2]}`);
  return parsed ? { at: parts![0]!, ...parsed } : null;
}

// A payment's id as the fan's screens and the receipt query name it: "<source>-<row id>".
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INVOICE = /^[A-Za-z0-9_-]{1,200}$/;

export function paymentIdOf(row: { source: PaymentSource; id: string }): string {
  return `${row.source}-${row.id}`;
}

/** The source and row id of a payment id, or null when it cannot be one (checked before SQL casts it). */
export function parsePaymentId(paymentId: string): { source: PaymentSource; id: string } | null {
  const dash = paymentId.indexOf('-');
  const source = paymentId.slice(0, dash);
  const id = paymentId.slice(dash + 1);
  if (source === 'point' && UUID.test(id)) return { source, id };
  if (source === 'membership' && INVOICE.test(id)) return { source, id };
  return null;
}
