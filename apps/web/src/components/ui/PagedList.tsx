import type { ReactNode } from 'react';
import { Loading } from './Loading';
import { LoadMore } from './LoadMore';

/** What usePagedQuery answers, as far as a list reads it. */
export interface Paged<TNode> {
  edges: { node: TNode }[] | undefined;
  hasNextPage: boolean;
  loadingMore: boolean;
  loadMore: () => Promise<void>;
}

interface PagedListProps<TNode> {
  paged: Paged<TNode>;
  /** Shown when the first page holds nothing. */
  empty: ReactNode;
  /** The rows read so far. */
  children: (nodes: TNode[]) => ReactNode;
}

/** A paged list's states: loading, empty, then the rows with the next page asked for under them. */
export function PagedList<TNode>({ paged, empty, children }: PagedListProps<TNode>) {
  const { edges, hasNextPage, loadingMore, loadMore } = paged;
  if (!edges) return <Loading />;
  if (edges.length === 0) return empty;
  return (
    <div aria-busy={loadingMore || undefined}>
      {children(edges.map((edge) => edge.node))}
      <LoadMore
        hasNextPage={hasNextPage}
        loadingMore={loadingMore}
        loadMore={loadMore}
        count={edges.length}
      />
    </div>
  );
}
