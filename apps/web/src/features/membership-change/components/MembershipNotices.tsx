import * as ja from '../../../messages/ja';
import type { MembershipPaymentMode } from '../model/membership-payment-mode';
import styles from './MembershipPayment.module.css';
import type { PayMethod } from '../../../entities/payment/model/pay-method';

/** Recurring charge, how to cancel, and the konbini deadline rule. */
export function MembershipNotices({ method, mode }: { method: PayMethod; mode: MembershipPaymentMode }) {
  const t = ja.membershipPayment;
  return (
    <section aria-label={t.noticesTitle}>
      <ul className={styles.notices}>
        <li>{t.noticeRenewal}</li>
        <li>{t.noticeCancel}</li>
        {method === 'konbini' && <li>{mode === 'register' ? t.noticeKonbini : t.noticeKonbiniChange}</li>}
        {mode !== 'register' && <li>{t.noticeChange}</li>}
      </ul>
    </section>
  );
}
