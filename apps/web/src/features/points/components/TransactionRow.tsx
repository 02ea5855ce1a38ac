import type { PointTransaction } from '../api/point-documents';
import { formatOccurredAt } from '../../../lib/format-occurred-at';
import { signedPoints, transactionTone } from '../model/transaction-display';
import styles from './TransactionRow.module.css';
import text from '../../../components/ui/text.module.css';

export function TransactionRow({ transaction: t }: { transaction: PointTransaction }) {
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <p className={styles.name}>{t.name}</p>
        <time className={text.caption} dateTime={t.occurredAt}>
          {formatOccurredAt(t.occurredAt)}
        </time>
      </div>
      <p className={`${styles.amount} ${styles[transactionTone(t)]}`}>{signedPoints(t)}</p>
    </li>
  );
}
