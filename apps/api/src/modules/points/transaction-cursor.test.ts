import { describe, expect, it } from 'vitest';
import { decodeTransactionCursor, encodeTransactionCursor } from './transaction-cursor';

describe('transaction cursor', () => {
  const keyset = { occurredAt: '2026-11-21T11:47:56.267123Z', id: '42' };

  it('round-trips a keyset', () => {
    const cursor = encodeTransactionCursor(keyset);
    expect(decodeTransactionCursor(cursor)).toEqual(keyset);
  });

  it('is opaque (no raw timestamp or id in it)', () => {
    const cursor = encodeTransactionCursor(keyset);
    expect(cursor).not.toContain('2026');
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'a+b/c='],
    ['offset cursor of another helper', Buffer.from('OffsetConnection:10').toString('base64url')],
    ['wrong prefix', Buffer.from('t0|2026-11-21T11:47:56.267123Z|1').toString('base64url')],
    ['bad timestamp', Buffer.from('t1|2026-11-21 11:47|1').toString('base64url')],
    ['bad id', Buffer.from('t1|2026-11-21T11:47:56.267123Z|0x1').toString('base64url')],
    ['extra parts', Buffer.from('t1|2026-11-21T11:47:56.267123Z|1|2').toString('base64url')],
  ])('rejects %s', (_label, cursor) => {
    expect(decodeTransactionCursor(cursor)).toBeNull();
  });
});
