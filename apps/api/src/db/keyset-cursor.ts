/**
 * The one cursor of every paged list, the fans' and the operators': base64url of
 * "<prefix>|<part>|<part>…", the values of the row's ORDER BY columns. Opaque to clients (they
 * cannot compute offsets from it), and a keyset, so rows added while someone pages never shift or
 * repeat rows. A cursor of another list (another prefix) or a forged one decodes to null.
 */
export type CursorPart = keyof typeof PARTS;

const PARTS = {
  // With the microseconds PostgreSQL keeps (a JS Date would lose them and repeat or skip rows).
  timestamp: (v: string) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(v) && !Number.isNaN(Date.parse(v)),
  // A PostgreSQL integer (an id, a rank, a sort order).
  int: (v: string) => /^-?(0|[1-9]\d{0,9})$/.test(v) && Math.abs(Number(v)) <= 2 ** 31 - 1,
  // A PostgreSQL bigint (an entry id, a version), kept as its decimal string.
  bigint: (v: string) => /^(0|[1-9]\d{0,18})$/.test(v) && BigInt(v) <= 2n ** 63n - 1n,
  uuid: (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(v),
  // A text id: a Stripe object's (an invoice's in_…) or a uuid; never the separator.
  id: (v: string) => /^[A-Za-z0-9_-]{1,200}$/.test(v),
  // A word naming a kind of row (a payment's source): checked further by the list that reads it.
  word: (v: string) => /^[a-z]{1,20}$/.test(v),
} satisfies Record<string, (value: string) => boolean>;

export interface KeysetCursor {
  encode(values: readonly (string | number)[]): string;
  /** The parts as text, or null when the cursor is not one of this list's. */
  decode(cursor: string): string[] | null;
}

export function keysetCursor(prefix: string, parts: readonly CursorPart[], maxLength = 400): KeysetCursor {
  const shape = new RegExp(`^[A-Za-z0-9_-]{1,${maxLength}}$`);
  return {
    encode: (values) => Buffer.from([prefix, ...values].join('|'), 'utf8').toString('base64url'),
    decode(cursor) {
      if (!shape.test(cursor)) return null;
      const [head, ...values] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
      if (head !== prefix || values.length !== parts.length) return null;
      return parts.every((part, i) => PARTS[part](values[i]!)) ? values : null;
    },
  };
}
