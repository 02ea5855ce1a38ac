import * as ja from '../../../messages/ja';
import { formatJstDateTime, formatYen } from '../../../lib/format';
import type { PaymentReceiptData } from '../api/payment-history-documents';
import { paymentMethodLabel, paymentTitle } from '../model/payment-display';
import { addresseeLine, receiptAmounts, refundNote } from '../model/receipt-display';
import styles from './ReceiptSheet.module.css';

const t = ja.paymentHistory.receipt;

/** The receipt itself (a 適格簡易請求書): what the screen shows and what prints on A4. */
export function ReceiptSheet({ receipt: r, addressee }: { receipt: PaymentReceiptData; addressee: string }) {
  const amounts = receiptAmounts(r);
  const refund = refundNote(r.payment);
  return (
    <article className={styles.sheet} aria-labelledby="receipt-title">
      <h2 id="receipt-title" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.addressee} data-testid="receipt-addressee">
        {addresseeLine(addressee)}
      </p>
      <p className={styles.total}>
        <span className={styles.totalLabel}>{t.total}</span>
        <span className={styles.totalAmount}>{amounts.total}</span>
      </p>
      {refund && (
        <p className={styles.refund} role="note">
          {refund}
        </p>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{t.number}</dt>
          <dd>{r.receiptNumber}</dd>
        </div>
        <div>
          <dt>{t.issuedAt}</dt>
          <dd>
            <time dateTime={r.paidAt}>{formatJstDateTime(r.paidAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t.method}</dt>
          <dd>{paymentMethodLabel(r.payment)}</dd>
        </div>
      </dl>
      <table className={styles.items}>
        <thead>
          <tr>
            <th scope="col">{t.item}</th>
            <th scope="col">{t.amount}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{paymentTitle(r.payment)}</td>
            <td>{formatYen(r.totalAmount)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{amounts.rateLine}</th>
            <td>{amounts.total}</td>
          </tr>
          <tr>
            <th scope="row">{amounts.taxLabel}</th>
            <td>{amounts.tax}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.received}>{t.received}</p>
      <dl className={styles.issuer}>
        <div>
          <dt>{t.issuer}</dt>
          <dd>{r.issuerName}</dd>
        </div>
        <div>
          <dt>{t.registrationNumber}</dt>
          <dd>{r.registrationNumber}</dd>
        </div>
      </dl>
    </article>
  );
}
