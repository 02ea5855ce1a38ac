import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Pager } from '../../../components/Pager';
import { QueryState } from '../../../components/QueryState';
import { useCursorPages } from '../../../lib/use-cursor-pages';

const PAGE_SIZE = 20;

interface Paged<N> {
  nodes: readonly N[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

interface FanPagesProps<Q, N> {
  fanId: number;
  query: TypedDocumentNode<Q, { id: number; first: number; after?: string | null }>;
  pageOf: (data: Q) => Paged<N> | undefined;
  /** The list's name, for the pager. */
  label: string;
  /** Said when the fan has none at all. */
  empty: string;
  children: (nodes: readonly N[]) => ReactNode;
}

/** One of a fan's keyset-paged lists, 20 a page, with previous/next under it. */
export function FanPages<Q, N>({ fanId, query, pageOf, label, empty, children }: FanPagesProps<Q, N>) {
  const pages = useCursorPages(String(fanId));
  const { data, error, loading } = useQuery(query, {
    variables: { id: fanId, first: PAGE_SIZE, after: pages.after },
  });
  return (
    <QueryState data={data} error={error}>
      {(answer) => {
        const page = pageOf(answer);
        if (!page || (page.nodes.length === 0 && pages.page === 1)) return <p>{empty}</p>;
        return (
          <>
            {children(page.nodes)}
            <Pager
              label={label}
              page={pages.page}
              hasNext={page.pageInfo.hasNextPage}
              busy={loading}
              onPrevious={pages.previous}
              onNext={() => pages.next(page.pageInfo.endCursor)}
            />
          </>
        );
      }}
    </QueryState>
  );
}
