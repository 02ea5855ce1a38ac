import * as ja from '../../../messages/ja';
import type { PointTierType } from '../api/point-documents';
import { formatPoints } from '../model/format-points';
import styles from './BalanceSummary.module.css';

/** Paid, free and total available points at the top of the history. */
export function BalanceSummary({ tierType }: { tierType: PointTierType }) {
  const rows = [
    { label: ja.points.paid, value: tierType.paidBalance },
    { label: ja.points.free, value: tierType.freeBalance },
  ];
  return (
    <dl className={styles.summary}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt>{row.label}</dt>
          <dd>{formatPoints(row.value, tierType.unit)}</dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{ja.points.total}</dt>
        <dd>{formatPoints(tierType.balance, tierType.unit)}</dd>
      </div>
    </dl>
  );
}
