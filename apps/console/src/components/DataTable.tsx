import type { ReactNode } from 'react';

/** A column's heading; `num` aligns it right, over figures. */
export type Column = string | { label: string; num: true };

/** A heading over figures (yen, points, counts): aligned right like them. */
export const num = (label: string): Column => ({ label, num: true });

interface DataTableProps<T> {
  columns: readonly Column[];
  rows: readonly T[];
  /** One row, a `<tr>` with its key. */
  children: (row: T) => ReactNode;
  /** Read by screen readers only. */
  caption?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
}

/** A list as a table that scrolls sideways (focusable, so the keyboard can scroll it). */
export function DataTable<T>({ columns, rows, children, caption, empty }: DataTableProps<T>) {
  if (empty !== undefined && rows.length === 0) return <>{empty}</>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="table">
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, i) =>
              typeof column === 'string' ? (
                <th key={i} scope="col">
                  {column}
                </th>
              ) : (
                <th key={i} scope="col" className="num">
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{rows.map((row) => children(row))}</tbody>
      </table>
    </div>
  );
}
