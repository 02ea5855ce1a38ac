import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import { badInput } from '../lib/domain-error';
import type { Key, KeysetPage } from '../db/keyset';
import { keysetCursor as sharedCursor } from '../db/keyset-cursor';
import type { FanTypes } from './builder';

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

type Part = 'int' | 'bigint' | 'timestamp';

/**
 * A fans' list cursor (db/keyset-cursor.ts) whose int parts come back as numbers, as the
 * repositories' keys hold them; bigint (a version) and timestamp stay decimal and ISO strings.
 */
export function keysetCursor(prefix: string, parts: Part[]) {
  const codec = sharedCursor(prefix, parts, 200);
  return {
    encode: (key: Key) => codec.encode(key),
    decode(cursor: string): Key | null {
      const values = codec.decode(cursor);
      return values && values.map((value, i) => (parts[i] === 'int' ? Number(value) : value));
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
