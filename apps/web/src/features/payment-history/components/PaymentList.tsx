import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import * as ja from '../../../messages/ja';
import { useSentinel } from '../../../lib/use-sentinel';
import type { PaymentHistory } from '../api/use-payment-history';
import { PaymentRow } from './PaymentRow';
import styles from './PaymentList.module.css';

/** The payments, 20 more each time the sentinel under the last row is fully in view. */
export function PaymentList({ history }: { history: PaymentHistory }) {
  const { edges, hasNextPage, loadingMore, loadMore } = history;
  const count = edges?.length ?? 0;
  const sentinel = useSentinel<HTMLDivElement>(() => void loadMore(), hasNextPage && !loadingMore, count);

  if (!edges) return <Loading />;
  if (count === 0) return <EmptyState title={ja.paymentHistory.empty} />;
  return (
    <section aria-labelledby="payment-history" aria-busy={loadingMore || undefined}>
      <h2 id="payment-history" className="visually-hidden">
        {ja.paymentHistory.listTitle}
      </h2>
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <PaymentRow key={node.id} payment={node} />
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {loadingMore && <Loading />}
      {!hasNextPage && <p className={styles.end}>{ja.paymentHistory.end}</p>}
    </section>
  );
}
