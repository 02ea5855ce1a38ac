import { z } from 'zod';
import type { PageRequest } from '../../db/keyset';
import { keysetCursor, type CursorPart } from '../../db/keyset-cursor';
import { badInput } from '../../lib/domain-error';

/**
 * An operators' list cursor (db/keyset-cursor.ts, decision 014's shape). A cursor of another list or
 * a forged one is BAD_USER_INPUT on `after`.
 */
export function opsCursor(prefix: string, parts: CursorPart[]) {
  const codec = keysetCursor(prefix, parts, 300);
  return {
    encode: (key: string[]) => codec.encode(key),
    decode(cursor: string): string[] {
      const values = codec.decode(cursor);
      if (!values) throw badInput('after', 'after: not a cursor of this list');
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
export function opsList<Row>(
  prefix: string,
  parts: CursorPart[],
  size: number,
  keyOf: (row: Row) => string[],
) {
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
