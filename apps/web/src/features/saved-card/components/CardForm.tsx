import { CardNumberElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { checkCardHolderName, checkEmail } from '@fan/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { EmailField } from '../../../components/ui/EmailField';
import { TextField } from '../../../components/ui/TextField';
import { useValidatedField } from '../../../lib/use-validated-field';
import * as ja from '../../../messages/ja';
import { useRegisterCard } from '../api/register-card';
import { canRegisterCard } from '../model/can-register-card';
import { holderNameMessage } from '../model/holder-name-message';
import type { RenewalToPay } from '../model/register-dialog-text';
import { CardElementsFields } from './CardElementsFields';
import styles from './CardForm.module.css';
import { RegisterCardDialog } from './RegisterCardDialog';
import { useCardField } from './use-card-field';

/** Card registration form; must render inside <Elements>. */
export function CardForm({ overwrite, renewals }: { overwrite: boolean; renewals: readonly RenewalToPay[] }) {
  const stripe = useStripe();
  const elements = useElements();
  const number = useCardField();
  const expiry = useCardField();
  const cvc = useCardField();
  const holderName = useValidatedField(checkCardHolderName);
  const email = useValidatedField(checkEmail);
  const [confirming, setConfirming] = useState(false);
  const { register, inFlight } = useRegisterCard(overwrite);
  const enabled =
    !!stripe &&
    canRegisterCard({
      number: number.state.status,
      expiry: expiry.state.status,
      cvc: cvc.state.status,
      holderNameValid: holderName.error === null,
      emailValid: email.error === null,
      inFlight,
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (enabled) setConfirming(true);
  };
  const onConfirm = (payAmount: number | null) => {
    setConfirming(false);
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !card) return;
    void register(stripe, card, { name: holderName.value.trim(), email: email.value.trim() }, payAmount);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <CardElementsFields number={number} expiry={expiry} cvc={cvc} disabled={inFlight} />
      <TextField
        label={ja.card.fields.holderName}
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={ja.card.holderNamePlaceholder}
        error={holderNameMessage(holderName.shownError)}
        disabled={inFlight}
        {...holderName.inputProps}
      />
      <EmailField field={email} hint={ja.card.emailNote} disabled={inFlight} />
      <Button type="submit" fullWidth disabled={!enabled} aria-busy={inFlight || undefined}>
        {inFlight ? ja.card.submitting : ja.card.submit}
      </Button>
      <RegisterCardDialog
        open={confirming}
        overwrite={overwrite}
        renewals={renewals}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
