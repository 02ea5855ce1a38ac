import { z } from 'zod';
import { badInput } from '../lib/domain-error';
import { opsBuilder as b } from './builder';

/** A part of a row's position: the values of its ORDER BY columns, as SQL gives them back as text. */
type Part = 'timestamp' | 'bigint' | 'uuid' | 'int';

const PARTS: Record<Part, RegExp> = {
  // With the microseconds PostgreSQL keeps (a JS Date would lose them and repeat or skip rows).
  timestamp: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  bigint: /^(0|[1-9]\d{0,17})$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  // A PostgreSQL integer (a catalogue id or sort order).
  int: /^-?(0|[1-9]\d{0,8})$/,
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

/** One page from `first + 1` rows read (the extra row only says there is a next page; no count). */
export function pageOf<T>(rows: T[], first: number, cursorOf: (row: T) => string): Page<T> {
  const nodes = rows.slice(0, first);
  const last = nodes.at(-1);
  return { nodes, hasNextPage: rows.length > first, endCursor: last ? cursorOf(last) : null };
}

export const PageInfo = b.objectRef<Page<unknown>>('PageInfo').implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', {
      nullable: true,
      description: "the next page's after; null on an empty page",
    }),
  }),
});

/** The time column of a keyset as text with microseconds, for the cursor. */
export const keyTime = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
