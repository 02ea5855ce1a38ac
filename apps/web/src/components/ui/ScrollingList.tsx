import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { Loading } from './Loading';
import type { Paged } from './PagedList';
import { useSentinel } from '../../lib/use-sentinel';
import styles from './ScrollingList.module.css';

interface ScrollingListProps<TNode> {
  paged: Paged<TNode>;
  /** The hidden heading that names the list for a screen reader, and its element id. */
  id: string;
  title: string;
  /** Shown when the first page holds nothing, and under the last row once everything is read. */
  emptyText: string;
  endText: string;
  row: (node: TNode) => ReactNode;
}

/** A history list that reads its next page each time the sentinel under the last row is fully in view. */
export function ScrollingList<TNode>({
  paged,
  id,
  title,
  emptyText,
  endText,
  row,
}: ScrollingListProps<TNode>) {
  const { edges, hasNextPage, loadingMore, loadMore } = paged;
  const count = edges?.length ?? 0;
  const sentinel = useSentinel<HTMLDivElement>(() => void loadMore(), hasNextPage && !loadingMore, count);

  if (!edges) return <Loading />;
  if (count === 0) return <EmptyState title={emptyText} />;
  return (
    <section aria-labelledby={id} aria-busy={loadingMore || undefined}>
      <h2 id={id} className="visually-hidden">
        {title}
      </h2>
      <ul className={styles.list}>{edges.map(({ node }) => row(node))}</ul>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {loadingMore && <Loading />}
      {!hasNextPage && <p className={styles.end}>{endText}</p>}
    </section>
  );
}
