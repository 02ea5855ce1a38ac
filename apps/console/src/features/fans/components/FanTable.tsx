import type { TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import { CursorPages, type Paged } from '../../../components/CursorPages';
import { DataTable, type Column } from '../../../components/DataTable';

interface FanTableProps<Q, N> {
  fanId: number;
  query: TypedDocumentNode<Q, { id: number; first: number; after?: string | null }>;
  pageOf: (data: Q) => Paged<N> | undefined;
  /** The list's name, for the pager. */
  label: string;
  /** Said when the fan has none at all. */
  empty: string;
  columns: readonly Column[];
  /** One row, a `<tr>` with its key. */
  children: (row: N) => ReactNode;
}

/** One of a fan's keyset-paged lists as a table, 20 rows a page, with previous/next under it. */
export function FanTable<Q, N>({
  fanId,
  query,
  pageOf,
  label,
  empty,
  columns,
  children,
}: FanTableProps<Q, N>) {
  return (
    <CursorPages
      query={query}
      variables={{ id: fanId }}
      pageSize={20}
      resetKey={String(fanId)}
      pageOf={pageOf}
      label={label}
      empty={<p>{empty}</p>}
    >
      {(nodes) => (
        <DataTable columns={columns} rows={nodes}>
          {children}
        </DataTable>
      )}
    </CursorPages>
  );
}
