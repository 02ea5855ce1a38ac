import { useId } from 'react';
import { formatYen } from '../../../lib/format';
import * as ja from '../../../messages/ja';
import type { PriceLines } from '../model/price-lines';
import styles from './PriceBreakdown.module.css';

interface PriceBreakdownViewProps {
  /** What is bought: 商品価格 for points, プラン料金 for memberships. */
  itemLabel: string;
  lines: PriceLines;
}

/** お支払い金額 of the point and membership payment screens. */
export function PriceBreakdownView({ itemLabel, lines }: PriceBreakdownViewProps) {
  const { item, fee, total } = lines;
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
