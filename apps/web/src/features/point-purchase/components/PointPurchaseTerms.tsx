import { Link } from 'react-router';
import * as ja from '../../../messages/ja';
import styles from './PointPayment.module.css';

/**
 * The final confirmation's terms for a point purchase (特定商取引法 第12条の6: 申込みの撤回・解除に関する
 * 事項), shown before the pay button on the card and the konbini path alike: no cancellation or
 * refund except where the law requires, how long points stay valid, and the 資金決済法 page.
 */
export function PointPurchaseTerms() {
  const t = ja.pointPayment;
  return (
    <section aria-labelledby="point-terms-title" className={styles.terms}>
      <h3 id="point-terms-title" className={styles.termsTitle}>
        {t.termsTitle}
      </h3>
      <ul>
        <li>{t.termsNoRefund}</li>
        <li>{t.termsValidity}</li>
        <li>
          {t.termsActBefore}
          <Link to="/points/payment_services_act">{t.termsActLink}</Link>
          {t.termsActAfter}
        </li>
      </ul>
    </section>
  );
}
