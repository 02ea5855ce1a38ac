import { formatYen } from '../../../lib/format';
import { ja } from '../../../messages/ja';
import type { PointPriceBreakdown } from '../model/point-price-breakdown';
import styles from './PointPayment.module.css';

export function PointPriceBreakdownView({ breakdown }: { breakdown: PointPriceBreakdown }) {
  return (
    <section aria-labelledby="point-price-title">
      <h2 id="point-price-title" className={styles.legend}>
        {ja.pointPayment.breakdownTitle}
      </h2>
      <dl className={styles.breakdown}>
        <div className={styles.line}>
          <dt>{ja.pointPayment.productPrice}</dt>
          <dd>{formatYen(breakdown.product)}</dd>
        </div>
        {breakdown.fee !== null && (
          <div className={styles.line}>
            <dt>{ja.pointPayment.konbiniFee}</dt>
            <dd>{formatYen(breakdown.fee)}</dd>
          </div>
        )}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>
            {ja.pointPayment.total}
            <small>{ja.pointPayment.taxIncluded}</small>
          </dt>
          <dd>{formatYen(breakdown.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
