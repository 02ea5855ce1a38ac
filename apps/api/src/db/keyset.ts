import type { Queryable } from './db';

/** The position of a row in its list: the values of its ORDER BY columns, the last one unique. */
export type Key = (number | string)[];

export interface KeysetPage {
  after?: Key;
  before?: Key;
  /** Rows to read: the page size plus one, so hasNextPage needs no count. */
  limit: number;
  /** true when paging backwards (last/before): read in reverse order. */
  inverted: boolean;
}

/** SQL for "row after/before key" on ORDER BY columns all in one direction (row comparison). */
export function keysetWhere(
  columns: string[],
  casts: string[],
  page: KeysetPage,
  descending: boolean,
  params: unknown[],
): string[] {
  const where: string[] = [];
  const bound = (key: Key, op: '<' | '>') => {
    const placeholders = key.map((value, i) => {
      params.push(value);
      return `$${params.length}::${casts[i]}`;
    });
    where.push(`(${columns.join(', ')}) ${op} (${placeholders.join(', ')})`);
  };
  // "after" follows the list's own direction; "before" goes against it.
  if (page.after) bound(page.after, descending ? '<' : '>');
  if (page.before) bound(page.before, descending ? '>' : '<');
  return where;
}

/** A page of a list read forwards only (the operators' lists): rows after a position, `limit` of them. */
export interface PageRequest {
  /** The ORDER BY values of the row before the page; null: from the start. */
  after: string[] | null;
  limit: number;
}

/**
 * One list in one order, read whole or a page at a time by keyset, so both read the same order:
 * `select` reads the rows of one owner ($1, a project or a listener) and ends in its WHERE clause;
 * `order` names the ORDER BY columns (all in one direction) with the SQL types of their values. A page
 * is `limit` ($2) rows after the given position.
 */
export function keysetList<Row>(select: string, order: [column: string, cast: string][], descending = false) {
  const columns = order.map(([column]) => column);
  const casts = order.map(([, cast]) => cast);
  const orderBy = columns.map((column) => (descending ? `${column} DESC` : column)).join(', ');
  return {
    all: (db: Queryable, owner: string | number): Promise<Row[]> =>
      db.query<Row>(`${select} ORDER BY ${orderBy}`, [owner]),
    page(db: Queryable, owner: string | number, page: PageRequest): Promise<Row[]> {
      const params: unknown[] = [owner, page.limit];
      const after = page.after
        ? keysetWhere(
            columns,
            casts,
            { after: page.after, limit: page.limit, inverted: false },
            descending,
            params,
          )
        : [];
      return db.query<Row>(
        `${select}${after.map((w) => ` AND ${w}`).join('')} ORDER BY ${orderBy} LIMIT $2`,
        params,
      );
    },
  };
}
