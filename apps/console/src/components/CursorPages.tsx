import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import type { NextPageFragment } from '../graphql/generated/operations';
import { useCursorPages } from '../lib/use-cursor-pages';
import { Pager } from './Pager';
import { QueryState } from './QueryState';

export interface Paged<N> {
  nodes: readonly N[];
  /** Read with lib/next-page.ts's fragment. */
  pageInfo: NextPageFragment;
}

const NO_NEXT = { hasNextPage: false, endCursor: null };

interface PageVariables {
  first: number;
  after?: string | null;
}

interface CursorPagesProps<Q, V, N> {
  query: TypedDocumentNode<Q, V & PageVariables>;
  /** The query's variables besides the page's. */
  variables: V;
  pageSize: number;
  /** The list's identity (its filters, its fan): another one starts again at the first page. */
  resetKey: string;
  /** The list in the answer; undefined when it is not there (the fan is gone): no rows. */
  pageOf: (data: Q) => Paged<N> | undefined;
  /** The list's name, for the pager. */
  label: string;
  /** Said instead of the list (and its pager) when the first page has no rows. */
  empty?: ReactNode;
  /** The pager only when there is another page (the catalogue's lists); otherwise always. */
  pagerWhenNeeded?: boolean;
  /** This page's rows, with the whole answer (for what the query read beside the list). */
  children: (nodes: readonly N[], data: Q) => ReactNode;
}

/** A keyset-paged list read a page at a time, with previous/next under it. */
export function CursorPages<Q, V, N>({
  query,
  variables,
  pageSize,
  resetKey,
  pageOf,
  label,
  empty,
  pagerWhenNeeded,
  children,
}: CursorPagesProps<Q, V, N>) {
  const pages = useCursorPages(resetKey);
  const { data, error, loading } = useQuery(query, {
    variables: { ...variables, first: pageSize, after: pages.after } as V & PageVariables,
  });
  return (
    <QueryState data={data} error={error}>
      {(answer) => {
        const page = pageOf(answer);
        if (empty !== undefined && (!page || (page.nodes.length === 0 && pages.page === 1))) return empty;
        const { nodes = [], pageInfo: { hasNextPage, endCursor } = NO_NEXT } = page ?? {};
        return (
          <>
            {children(nodes, answer)}
            {(!pagerWhenNeeded || pages.page > 1 || hasNextPage) && (
              <Pager
                label={label}
                page={pages.page}
                hasNext={hasNextPage}
                busy={loading}
                onPrevious={pages.previous}
                onNext={() => pages.next(endCursor)}
              />
            )}
          </>
        );
      }}
    </QueryState>
  );
}
