import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import * as ja from '../../../messages/ja';
import type { TransactionHistory } from '../api/use-transactions';
import { TransactionRow } from './TransactionRow';
import styles from './TransactionList.module.css';
import { useSentinel } from '../../../lib/use-sentinel';

/** The history, 10 more each time the sentinel under the last row is fully in view. */
export function TransactionList({ history }: { history: TransactionHistory }) {
  const { edges, hasNextPage, loadingMore, loadMore } = history;
  const count = edges?.length ?? 0;
  const sentinel = useSentinel<HTMLDivElement>(() => void loadMore(), hasNextPage && !loadingMore, count);

  if (!edges) return <Loading />;
  if (count === 0) return <EmptyState title={ja.points.transactionsEmpty} />;
  return (
    <section aria-labelledby="points-transactions" aria-busy={loadingMore || undefined}>
      <h2 id="points-transactions" className="visually-hidden">
        {ja.points.transactionsTitle}
      </h2>
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <TransactionRow key={node.id} transaction={node} />
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {loadingMore && <Loading />}
      {!hasNextPage && <p className={styles.end}>{ja.points.transactionsEnd}</p>}
    </section>
  );
}
