import type { PaymentKey, PaymentSource } from './payment-history.repository';

// Opaque to clients: base64url of "h1|<time with microseconds>|<source>|<id>", a keyset position
// (never an offset), so payments recorded while the fan pages neither shift nor repeat rows.
const PREFIX = 'h1';
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodePaymentCursor(k: PaymentKey): string {
  return Buffer.from(`${PREFIX}|${k.at}|${k.source}|${k.id}`, 'utf8').toString('base64url');
}

/** The keyset of a cursor, or null when it is not one of ours. */
export function decodePaymentCursor(cursor: string): PaymentKey | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return null;
  const [prefix, at, source, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (prefix !== PREFIX || rest.length > 0 || !at || !source || !id) return null;
  if (!TIMESTAMP.test(at) || Number.isNaN(Date.parse(at))) return null;
  const parsed = parsePaymentId(`${source}-${id}`);
  return parsed ? { at, ...parsed } : null;
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
