import { ja } from '../../../messages/ja';
import styles from './PointSection.module.css';

export function PointUsageNote() {
  return (
    <section className={styles.section} aria-labelledby="points-usage">
      <h2 id="points-usage" className={styles.title}>
        {ja.points.usageTitle}
      </h2>
      <p className={styles.note}>{ja.points.usage}</p>
    </section>
  );
}
