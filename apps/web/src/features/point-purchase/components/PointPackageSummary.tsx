import * as ja from '../../../messages/ja';
import type { PointPackage } from '../api/point-package';
import styles from './PointPayment.module.css';
import text from '../../../components/ui/text.module.css';

/** The package being bought, e.g. 1,000pt. */
export function PointPackageSummary({ tier }: { tier: PointPackage }) {
  return (
    <section className={styles.summary} aria-label={ja.pointPayment.packageLabel}>
      <img src={tier.image} alt="" width={48} height={48} />
      <div>
        <p className={text.caption}>{ja.pointPayment.packageLabel}</p>
        <p className={styles.amount}>{`${tier.amount.toLocaleString('ja-JP')}${tier.unit}`}</p>
      </div>
    </section>
  );
}
