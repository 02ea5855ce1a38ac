import { Loading } from '../../../components/ui/Loading';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import text from '../../../components/ui/text.module.css';
import styles from '../components/PaymentResultPage.module.css';

/**
 * A card purchase queued while Stripe is busy (decision 055): it goes through by itself under the
 * same idempotency key. The payment runner asks again every few seconds and leaves this page for the
 * result (or 3-D Secure) once there is one; nothing here can charge.
 */
export default function PaymentWaitingPage() {
  return (
    <Page title={ja.titles.paymentWaiting}>
      <section className={styles.panel} aria-labelledby="payment-waiting-title" aria-live="polite">
        <h2 id="payment-waiting-title" className={styles.title}>
          {ja.paymentResult.waitingTitle}
        </h2>
        <p className={text.lead}>{ja.paymentResult.waitingBody}</p>
        <Loading />
      </section>
    </Page>
  );
}
