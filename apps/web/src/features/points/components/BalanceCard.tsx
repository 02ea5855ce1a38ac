import { Link } from 'react-router';
import * as ja from '../../../messages/ja';
import { formatPoints } from '../model/format-points';
import styles from './BalanceCard.module.css';

/** The available balance at the top of /points, with the way to the history. */
export function BalanceCard({ balance, unit }: { balance: number; unit: string }) {
  return (
    <section className={styles.card} aria-labelledby="points-available">
      <h2 id="points-available" className={styles.label}>
        {ja.points.available}
      </h2>
      <p className={styles.balance}>{formatPoints(balance, unit)}</p>
      <Link to="/points/transactions" className={styles.history}>
        {ja.points.history}
        <span aria-hidden="true"> ›</span>
      </Link>
    </section>
  );
}
