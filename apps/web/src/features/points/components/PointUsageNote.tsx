import { Link } from 'react-router';
import * as ja from '../../../messages/ja';
import styles from './PointSection.module.css';

export function PointUsageNote() {
  return (
    <section className={styles.section} aria-labelledby="points-usage">
      <h2 id="points-usage" className={styles.title}>
        {ja.points.usageTitle}
      </h2>
      <p className={styles.note}>{ja.points.usage}</p>
      <p className={styles.note}>
        <Link to="/points/payment_services_act">{ja.points.paymentServicesAct}</Link>
      </p>
    </section>
  );
}
