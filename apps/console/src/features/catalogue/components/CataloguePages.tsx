import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Pager } from '../../../components/Pager';
import { QueryState } from '../../../components/QueryState';
import { useCursorPages } from '../../../lib/use-cursor-pages';

const PAGE_SIZE = 50;

interface Paged<N> {
  nodes: readonly N[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

interface CataloguePagesProps<Q, N> {
  query: TypedDocumentNode<Q, { first: number; after?: string | null }>;
  pageOf: (data: Q) => Paged<N>;
  /** The list's name, for the pager. */
  label: string;
  /** This page's rows, with the whole answer (for what the query read beside the list). */
  children: (nodes: readonly N[], data: Q) => ReactNode;
}

/** A catalogue list read a page at a time (50 rows), with previous/next under it. */
export function CataloguePages<Q, N>({ query, pageOf, label, children }: CataloguePagesProps<Q, N>) {
  const pages = useCursorPages(label);
  const { data, error, loading } = useQuery(query, { variables: { first: PAGE_SIZE, after: pages.after } });
  return (
    <QueryState data={data} error={error}>
      {(answer) => {
        const page = pageOf(answer);
        return (
          <>
            {children(page.nodes, answer)}
            {(pages.page > 1 || page.pageInfo.hasNextPage) && (
              <Pager
                label={label}
                page={pages.page}
                hasNext={page.pageInfo.hasNextPage}
                busy={loading}
                onPrevious={pages.previous}
                onNext={() => pages.next(page.pageInfo.endCursor)}
              />
            )}
          </>
        );
      }}
    </QueryState>
  );
}
