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
