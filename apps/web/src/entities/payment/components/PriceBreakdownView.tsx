import { useId } from 'react';
import { formatYen } from '../../../lib/format';
import * as ja from '../../../messages/ja';
import styles from './PriceBreakdown.module.css';

interface PriceBreakdownViewProps {
  /** What is bought: 商品価格 for points, プラン料金 for memberships. */
  itemLabel: string;
  item: number;
  /** The konbini fee, or null when paying by card. */
  fee: number | null;
  total: number;
}

/** お支払い金額 of the point and membership payment screens. */
export function PriceBreakdownView({ itemLabel, item, fee, total }: PriceBreakdownViewProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {ja.pointPayment.breakdownTitle}
      </h2>
      <dl className={styles.breakdown}>
        <div className={styles.line}>
          <dt>{itemLabel}</dt>
          <dd>{formatYen(item)}</dd>
        </div>
        {fee !== null && (
          <div className={styles.line}>
            <dt>{ja.pointPayment.konbiniFee}</dt>
            <dd>{formatYen(fee)}</dd>
          </div>
        )}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>
            {ja.pointPayment.total}
            <small>{ja.pointPayment.taxIncluded}</small>
          </dt>
          <dd>{formatYen(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
