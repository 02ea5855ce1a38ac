import type { FormEvent } from 'react';
import { checkPassword } from '@fan/shared';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { fieldErrorMessage } from '../../../lib/field-error-message';
import { useValidatedField } from '../../../lib/use-validated-field';
import * as ja from '../../../messages/ja';
import { useSubmitting } from './use-submitting';
import styles from './Form.module.css';

/** The new password of a reset: the same rule as sign-up (spec section 5). */
export function NewPasswordForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const password = useValidatedField(checkPassword);
  const { submitting, run } = useSubmitting();
  const disabled = submitting || password.error !== null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!disabled) void run(() => onSubmit(password.value));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={ja.authHandler.resetPassword.newPassword}
        type="password"
        autoComplete="new-password"
        placeholder={ja.signIn.passwordPlaceholder}
        error={fieldErrorMessage(ja.fields.password, password.shownError)}
        {...password.inputProps}
      />
      <Button type="submit" fullWidth disabled={disabled} aria-busy={submitting || undefined}>
        {ja.authHandler.resetPassword.submit}
      </Button>
    </form>
  );
}
