import type { FormEvent, ReactNode } from 'react';
import { checkEmail, checkPassword } from '@fan/shared';
import { Button } from '../../../components/ui/Button';
import { EmailField } from '../../../components/ui/EmailField';
import { TextField } from '../../../components/ui/TextField';
import { fieldErrorMessage } from '../../../lib/field-error-message';
import { useValidatedField } from '../../../lib/use-validated-field';
import * as ja from '../../../messages/ja';
import { useSubmitting } from './use-submitting';
import styles from './Form.module.css';

interface Props {
  submitLabel: string;
  initialEmail?: string;
  /** 'current-password' on login, 'new-password' where a password is chosen. */
  passwordAutoComplete?: 'current-password' | 'new-password';
  /** Shown between the fields and the button (login's forgot-password link). */
  children?: ReactNode;
  onSubmit: (email: string, password: string) => Promise<void>;
}

/**
 * E-mail and password with spec section 5 validation (login, sign-up, registering e-mail login);
 * errors show after blur and the button stays disabled while any exists or a request is in flight.
 */
export function EmailPasswordForm({
  submitLabel,
  initialEmail = '',
  passwordAutoComplete = 'new-password',
  children,
  onSubmit,
}: Props) {
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
      <EmailField field={email} placeholder={ja.signIn.emailPlaceholder} />
      <TextField
        label={ja.fields.password}
        type="password"
        autoComplete={passwordAutoComplete}
        placeholder={ja.signIn.passwordPlaceholder}
        error={fieldErrorMessage(ja.fields.password, password.shownError)}
        {...password.inputProps}
      />
      {children}
      <Button type="submit" fullWidth disabled={disabled} aria-busy={submitting || undefined}>
        {submitLabel}
      </Button>
    </form>
  );
}
