import { Link } from 'react-router';
import { Page } from '../../../components/ui/Page';
import { paidPointsFacts } from '../../../lib/paid-points-facts';
import * as ja from '../../../messages/ja';
import styles from './PaymentServicesActPage.module.css';
import text from '../../../components/ui/text.module.css';

const t = ja.paymentServicesAct;

/** /points/payment_services_act: 資金決済法に基づく表示 for paid points (operator facts from config). */
export default function PaymentServicesActPage() {
  const rows: [string, string][] = [
    [t.issuer, paidPointsFacts.issuer],
    [t.instrumentName, paidPointsFacts.instrumentName],
    [t.purchaseLimit, paidPointsFacts.purchaseLimit],
    [t.validity, t.validityValue],
    [t.whereToUse, t.whereToUseValue],
    [t.refund, t.refundValue],
    [t.address, paidPointsFacts.issuerAddress],
    [t.contact, paidPointsFacts.contact],
  ];
  return (
    <Page title={t.title} backTo="/points">
      <p className={styles.lead}>{t.lead}</p>
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={styles.row}>
          <dt>{t.balance}</dt>
          <dd>
            {t.balanceValueBefore}
            <Link to="/points/transactions">{t.balanceLink}</Link>
            {t.balanceValueAfter}
          </dd>
        </div>
      </dl>
      <p className={text.caption}>{t.freePointsNote}</p>
    </Page>
  );
}
