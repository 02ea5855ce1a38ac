import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { checkEmail, checkPassword } from '@fan/shared';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { fieldErrorMessage } from '../../../lib/field-error-message';
import { useValidatedField } from '../../../lib/use-validated-field';
import { ja } from '../../../messages/ja';
import styles from './LoginForm.module.css';

interface LoginFormProps {
  onSubmit: (email: string, password: string) => Promise<void>;
}

/** E-mail and password with spec section 5 validation; the parent decides what login means. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const email = useValidatedField(checkEmail);
  const password = useValidatedField(checkPassword);
  const [submitting, setSubmitting] = useState(false);
  const disabled = submitting || email.error !== null || password.error !== null;

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (disabled) return;
    setSubmitting(true);
    try {
      await onSubmit(email.value.trim(), password.value);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
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
        autoComplete="current-password"
        placeholder={ja.signIn.passwordPlaceholder}
        error={fieldErrorMessage(ja.fields.password, password.shownError)}
        {...password.inputProps}
      />
      <Link to="/password/update" state={{ auth: false }} className={styles.forgot}>
        {ja.signIn.forgotPassword}
      </Link>
      <Button type="submit" fullWidth disabled={disabled} aria-busy={submitting || undefined}>
        {ja.signIn.submit}
      </Button>
    </form>
  );
}
