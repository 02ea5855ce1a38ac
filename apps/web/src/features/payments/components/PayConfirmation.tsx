import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import * as ja from '../../../messages/ja';
import styles from './PayConfirmation.module.css';

interface PayConfirmationProps {
  last4: string;
  onPay: () => void | Promise<void>;
  /** The parent's own in-flight flag (e.g. a mutation's loading), on top of onPay's promise. */
  paying?: boolean;
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
  paying = false,
  question,
  payLabel,
  busyLabel,
}: PayConfirmationProps) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const busy = paying || pending;

  const pay = async () => {
    if (running.current || paying) return;
    running.current = true;
    setPending(true);
    try {
      await onPay();
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return (
    <section className={styles.box}>
      <p className={styles.question}>{question ?? ja.card.payWith(last4)}</p>
      <ButtonLink to="/payments/card/details" variant="outlined" fullWidth>
        {ja.card.changeCard}
      </ButtonLink>
      <Button fullWidth disabled={busy} aria-busy={busy || undefined} onClick={() => void pay()}>
        {busy ? (busyLabel ?? ja.card.paying) : (payLabel ?? ja.card.pay)}
      </Button>
    </section>
  );
}
