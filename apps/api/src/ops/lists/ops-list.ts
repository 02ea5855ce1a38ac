import { z } from 'zod';
import type { PageRequest } from '../../db/keyset';
import { badInput } from '../../lib/domain-error';

/** A part of a row's position: the values of its ORDER BY columns, as SQL gives them back as text. */
type Part = 'timestamp' | 'bigint' | 'uuid' | 'int' | 'stripeId';

const PARTS: Record<Part, RegExp> = {
  // With the microseconds PostgreSQL keeps (a JS Date would lose them and repeat or skip rows).
  timestamp: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  bigint: /^(0|[1-9]\d{0,17})$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  // A PostgreSQL integer (a catalogue id or sort order).
  int: /^-?(0|[1-9]\d{0,8})$/,
  // A Stripe object id (an invoice's in_…), never holding the cursor's separator.
  stripeId: /^[a-z]{2,5}_[A-Za-z0-9_]{1,200}$/,
};

/**
 * An opaque keyset cursor of an operators' list (decision 014's shape): base64url of
 * "<prefix>|<value>|…". A cursor of another list or a forged one is BAD_USER_INPUT on `after`.
 */
export function opsCursor(prefix: string, parts: Part[]) {
  return {
    encode: (key: string[]) => Buffer.from([prefix, ...key].join('|'), 'utf8').toString('base64url'),
    decode(cursor: string): string[] {
      const refused = () => badInput('after', 'after: not a cursor of this list');
      if (!/^[A-Za-z0-9_-]{1,300}$/.test(cursor)) throw refused();
      const [head, ...values] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
      if (head !== prefix || values.length !== parts.length) throw refused();
      if (parts.some((part, i) => !PARTS[part].test(values[i]!))) throw refused();
      return values;
    },
  };
}

/** first: 1–100 rows (a list's default when left out); after: the endCursor of the page before. */
export const PageArgs = z.object({
  first: z.number().int().min(1).max(100).nullish(),
  after: z.string().max(300).nullish(),
});

export interface Page<T> {
  nodes: T[];
  hasNextPage: boolean;
  endCursor: string | null;
}

/**
 * An operators' list read a page at a time: its cursor, its page size when `first` is left out, and
 * the position (ORDER BY values) of a row.
 */
export function opsList<Row>(prefix: string, parts: Part[], size: number, keyOf: (row: Row) => string[]) {
  const cursor = opsCursor(prefix, parts);
  return {
    size,
    /** One page from `first + 1` rows read (the extra row only says there is a next page; no count). */
    async read(
      args: z.infer<typeof PageArgs>,
      load: (page: PageRequest) => Promise<Row[]>,
    ): Promise<Page<Row>> {
      const first = args.first ?? size;
      const rows = await load({ after: args.after ? cursor.decode(args.after) : null, limit: first + 1 });
      const nodes = rows.slice(0, first);
      const last = nodes.at(-1);
      return { nodes, hasNextPage: rows.length > first, endCursor: last ? cursor.encode(keyOf(last)) : null };
    },
  };
}

/** A row read for a page keyed by time. */
export interface Keyed {
  /** The row's ORDER BY time with microseconds, for its cursor. */
  key_time: string;
}

/** The time column of a keyset as text with microseconds, for the cursor. */
export const keyTime = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
