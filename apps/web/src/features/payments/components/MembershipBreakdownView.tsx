import { formatYen } from '../../../lib/format';
import { ja } from '../../../messages/ja';
import type { MembershipBreakdown } from '../model/membership-breakdown';
import styles from './MembershipPayment.module.css';

export function MembershipBreakdownView({ breakdown }: { breakdown: MembershipBreakdown }) {
  return (
    <section aria-labelledby="membership-price-title">
      <h2 id="membership-price-title" className={styles.legend}>
        {ja.membershipPayment.breakdownTitle}
      </h2>
      <dl className={styles.breakdown}>
        <div className={styles.line}>
          <dt>{ja.membershipPayment.planPrice}</dt>
          <dd>{formatYen(breakdown.plan)}</dd>
        </div>
        {breakdown.fee !== null && (
          <div className={styles.line}>
            <dt>{ja.membershipPayment.konbiniFee}</dt>
            <dd>{formatYen(breakdown.fee)}</dd>
          </div>
        )}
        <div className={`${styles.line} ${styles.total}`}>
          <dt>
            {ja.membershipPayment.total}
            <small>{ja.membershipPayment.taxIncluded}</small>
          </dt>
          <dd>{formatYen(breakdown.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
