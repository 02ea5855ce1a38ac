import type { FormEvent } from 'react';
import { checkEmail, checkPassword } from '@fan/shared';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { fieldErrorMessage } from '../../../lib/field-error-message';
import { useValidatedField } from '../../../lib/use-validated-field';
import { ja } from '../../../messages/ja';
import { useSubmitting } from './use-submitting';
import styles from './Form.module.css';

interface Props {
  submitLabel: string;
  initialEmail?: string;
  onSubmit: (email: string, password: string) => Promise<void>;
}

/** A new e-mail and password (sign-up, registering e-mail login); errors show after blur. */
export function EmailPasswordForm({ submitLabel, initialEmail = '', onSubmit }: Props) {
  const email = useValidatedField(checkEmail, initialEmail);
  const password = useValidatedField(checkPassword);
  const { submitting, run } = useSubmitting();
  const disabled = submitting || email.error !== null || password.error !== null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!disabled) void run(() => onSubmit(email.value.trim(), password.value));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={ja.fields.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={ja.signIn.emailPlaceholder}
        error={fieldErrorMessage(ja.fields.email, email.shownError)}
        {...email.inputProps}
      />
      <TextField
        label={ja.fields.password}
        type="password"
        autoComplete="new-password"
        placeholder={ja.signIn.passwordPlaceholder}
        error={fieldErrorMessage(ja.fields.password, password.shownError)}
        {...password.inputProps}
      />
      <Button type="submit" fullWidth disabled={disabled} aria-busy={submitting || undefined}>
        {submitLabel}
      </Button>
    </form>
  );
}
