import * as ja from '../../../messages/ja';
import type { MembershipPaymentMode } from '../model/membership-payment-mode';
import type { MembershipPayMethod } from '../model/membership-payment-state';
import styles from './MembershipPayment.module.css';

/** Recurring charge, how to cancel, and the konbini deadline rule. */
export function MembershipNotices({
  method,
  mode,
}: {
  method: MembershipPayMethod;
  mode: MembershipPaymentMode;
}) {
  const t = ja.membershipPayment;
  return (
    <section aria-label={t.noticesTitle}>
      <ul className={styles.notices}>
        <li>{t.noticeRenewal}</li>
        <li>{t.noticeCancel}</li>
        {method === 'konbini' && <li>{t.noticeKonbini}</li>}
        {mode !== 'register' && <li>{t.noticeChange}</li>}
      </ul>
    </section>
  );
}
