import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import * as ja from '../../../messages/ja';
import styles from './PayConfirmation.module.css';

interface PayConfirmationProps {
  last4: string;
  onPay: () => void;
  /** The payment runs: the runner's guard (usePaymentRunner) drops a second tap meanwhile. */
  paying: boolean;
  /** Replaces 「末尾 XXXX のカードで支払いますか？」 (e.g. a downgrade, which charges later). */
  question?: string;
  /** Replaces 「支払う」 (e.g. 「アップグレードする」). */
  payLabel?: string;
  /** Replaces 「支払い中…」 while onPay runs. */
  busyLabel?: string;
}

/** "Pay with the card ending XXXX?" for the point and membership payment and plan change screens. */
export function PayConfirmation({
  last4,
  onPay,
  paying,
  question,
  payLabel,
  busyLabel,
}: PayConfirmationProps) {
  return (
    <section className={styles.box}>
      <p className={styles.question}>{question ?? ja.card.payWith(last4)}</p>
      <ButtonLink to="/payments/card/details" variant="outlined" fullWidth>
        {ja.card.changeCard}
      </ButtonLink>
      <Button fullWidth disabled={paying} aria-busy={paying || undefined} onClick={onPay}>
        {paying ? (busyLabel ?? ja.card.paying) : (payLabel ?? ja.card.pay)}
      </Button>
    </section>
  );
}
