import { useState } from 'react';
import { Dialog } from '@fan/web-kit/dialog';
import { DialogButtons } from '../../../components/ui/DialogButtons';
import * as ja from '../../../messages/ja';
import { registerDialogText, type RenewalToPay } from '../model/register-dialog-text';
import styles from './RegisterCardDialog.module.css';

interface RegisterCardDialogProps {
  open: boolean;
  /** A card is already saved: only one card is kept, so registering replaces it. */
  overwrite: boolean;
  /** The unpaid card renewals, as the API shows them now: confirming may pay them (decision 043). */
  renewals: readonly RenewalToPay[];
  /** `payAmount`: the yen the fan confirmed paying with the card, or null to register only. */
  onConfirm: (payAmount: number | null) => void;
  onCancel: () => void;
}

export function RegisterCardDialog({
  open,
  overwrite,
  renewals,
  onConfirm,
  onCancel,
}: RegisterCardDialogProps) {
  const text = registerDialogText(overwrite, renewals);
  // Paying is the choice the fan came for (a notice's 「カードを更新して支払う」); the button names the amount.
  const [pay, setPay] = useState(true);
  const paying = pay && text.amount > 0;
  return (
    <Dialog
      open={open}
      title={text.title}
      onClose={onCancel}
      actions={
        <DialogButtons
          confirmLabel={text.confirmLabel(pay)}
          onConfirm={() => onConfirm(paying ? text.amount : null)}
          onCancel={onCancel}
        />
      }
    >
      {text.lines.length > 0 && (
        <>
          {text.lines.map((line) => (
            <p key={line} className={styles.line}>
              {line}
            </p>
          ))}
          {text.amount > 0 && (
            <fieldset className={styles.choices}>
              <legend className={styles.legend}>{ja.card.choicesLabel}</legend>
              {[true, false].map((value) => (
                <label key={String(value)} className={styles.choice}>
                  <input
                    type="radio"
                    name="register-card-pay"
                    checked={pay === value}
                    onChange={() => setPay(value)}
                  />
                  <span>{value ? ja.card.choicePay(text.amount) : ja.card.choiceRegisterOnly}</span>
                </label>
              ))}
            </fieldset>
          )}
        </>
      )}
    </Dialog>
  );
}
