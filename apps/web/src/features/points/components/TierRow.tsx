import { Link } from 'react-router';
import { formatYen } from '../../../lib/format';
import * as ja from '../../../messages/ja';
import type { PointTier } from '../api/point-documents';
import { formatPoints } from '../model/format-points';
import styles from './TierRow.module.css';

/** One package: tapping its price starts the payment for it. */
export function TierRow({ tier }: { tier: PointTier }) {
  const amount = formatPoints(tier.amount, tier.unit);
  const price = formatYen(tier.webPrice);
  return (
    <li className={styles.row}>
      <img className={styles.image} src={tier.image} alt="" width={40} height={40} />
      <span className={styles.amount}>{amount}</span>
      <Link
        to="/payments/points"
        state={{ tierId: tier.databaseId }}
        className={styles.price}
        aria-label={ja.points.buy(amount, price)}
      >
        {price}
      </Link>
    </li>
  );
}
