import { Link } from 'react-router';
import * as ja from '../../../messages/ja';
import { formatYen } from '../../../lib/format';
import type { PaymentEntry } from '../api/payment-history-documents';
import {
  hasReceipt,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentTime,
  paymentTitle,
  refundLabel,
} from '../model/payment-display';
import styles from './PaymentRow.module.css';

export function PaymentRow({ payment: p }: { payment: PaymentEntry }) {
  const refund = refundLabel(p);
  return (
    <li className={styles.row}>
      <div className={styles.top}>
        <time className={styles.time} dateTime={p.paidAt ?? p.occurredAt}>
          {paymentTime(p)}
        </time>
        <span className={`${styles.status} ${styles[p.status]}`}>{paymentStatusLabel(p)}</span>
      </div>
      <p className={styles.title}>{paymentTitle(p)}</p>
      <div className={styles.bottom}>
        <p className={styles.method}>{paymentMethodLabel(p)}</p>
        <p className={styles.amount}>{formatYen(p.amount)}</p>
      </div>
      {refund && <p className={styles.refund}>{refund}</p>}
      {hasReceipt(p) && (
        <Link className={styles.receipt} to={`/payments/history/${encodeURIComponent(p.paymentId)}/receipt`}>
          {ja.paymentHistory.receiptLink}
        </Link>
      )}
    </li>
  );
}
