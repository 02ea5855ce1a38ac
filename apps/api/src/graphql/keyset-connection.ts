import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import { badInput } from '../lib/domain-error';
import type { Key, KeysetPage } from '../db/keyset';
import type { FanTypes } from './builder';

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

// bigint: a version number, kept as its decimal string (beyond what a JS number holds exactly).
type Part = 'int' | 'bigint' | 'timestamp';

// A timestamp with the microseconds PostgreSQL keeps (a JS Date would lose them and repeat rows).
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const INT = /^-?(0|[1-9]\d{0,9})$/;
const BIGINT = /^(0|[1-9]\d{0,18})$/;

/**
 * An opaque cursor: base64url of "<prefix>|<part>|<part>...". Clients cannot compute offsets from
 * it, and rows added while a fan pages never shift or repeat rows (the position is a keyset).
 */
export function keysetCursor(prefix: string, parts: Part[]) {
  return {
    encode: (key: Key) => Buffer.from([prefix, ...key].join('|'), 'utf8').toString('base64url'),
    decode(cursor: string): Key | null {
      if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
      const [head, ...values] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
      if (head !== prefix || values.length !== parts.length) return null;
      const key: Key = [];
      for (const [i, part] of parts.entries()) {
        const value = values[i]!;
        if (part === 'int') {
          if (!INT.test(value) || Math.abs(Number(value)) > 2 ** 31 - 1) return null;
          key.push(Number(value));
        } else if (part === 'bigint') {
          if (!BIGINT.test(value) || BigInt(value) > 2n ** 63n - 1n) return null;
          key.push(value);
        } else {
          if (!TIMESTAMP.test(value) || Number.isNaN(Date.parse(value))) return null;
          key.push(value);
        }
      }
      return key;
    },
  };
}

/**
 * A Relay connection read one page at a time by keyset (LIMIT page + 1, never OFFSET), so a page
 * costs the same whatever the list's length. totalCount is counted only when a client asks for it.
 */
export async function keysetConnection<Row>(
  args: PageArgs,
  options: {
    cursor: ReturnType<typeof keysetCursor>;
    keyOf: (row: Row) => Key;
    load: (page: KeysetPage) => Promise<Row[]>;
    count: () => Promise<number>;
    defaultSize?: number;
    maxSize?: number;
  },
) {
  if ((args.first ?? 0) < 0) throw badInput('first', '件数が正しくありません。');
  if ((args.last ?? 0) < 0) throw badInput('last', '件数が正しくありません。');
  const after = decodeArg(options.cursor, 'after', args.after);
  const before = decodeArg(options.cursor, 'before', args.before);
  const connection = await resolveCursorConnection(
    {
      args,
      defaultSize: options.defaultSize ?? 20,
      maxSize: options.maxSize ?? 100,
      toCursor: (row: Row) => options.cursor.encode(options.keyOf(row)),
    },
    ({ limit, inverted }: ResolveCursorConnectionArgs) => options.load({ after, before, limit, inverted }),
  );
  let counted: Promise<number> | undefined;
  return Object.assign(connection, { totalCount: () => (counted ??= options.count()) });
}

/** A connection type `name` with totalCount, next to the edges and nodes every connection has. */
export const countedConnection = (name: string) => ({
  name,
  fields: (t: PothosSchemaTypes.ObjectFieldBuilder<FanTypes, object>) => ({
    totalCount: t.int({ resolve: totalCountOf }),
  }),
});

/** The totalCount field of a connection: a number already known, or counted on demand. */
export function totalCountOf(connection: object): number | Promise<number> {
  const { totalCount, edges } = connection as {
    totalCount?: number | (() => Promise<number>);
    edges: unknown[];
  };
  if (typeof totalCount === 'function') return totalCount();
  return totalCount ?? edges.length;
}

function decodeArg(cursor: ReturnType<typeof keysetCursor>, field: string, value: string | null | undefined) {
  if (value == null) return undefined;
  const key = cursor.decode(value);
  if (!key) throw badInput(field, 'カーソルが正しくありません。');
  return key;
}
