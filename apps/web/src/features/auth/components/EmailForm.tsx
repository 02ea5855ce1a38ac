import type { FormEvent } from 'react';
import { checkEmail } from '@fan/shared';
import { Button } from '../../../components/ui/Button';
import { EmailField } from '../../../components/ui/EmailField';
import { useValidatedField } from '../../../lib/use-validated-field';
import * as ja from '../../../messages/ja';
import { useSubmitting } from './use-submitting';
import styles from './Form.module.css';

interface Props {
  label?: string;
  submitLabel: string;
  initialEmail?: string;
  onSubmit: (email: string) => Promise<void>;
}

/** One e-mail address (password reset request, new e-mail address). */
export function EmailForm({ label = ja.fields.email, submitLabel, initialEmail = '', onSubmit }: Props) {
  const email = useValidatedField(checkEmail, initialEmail);
  const { submitting, run } = useSubmitting();
  const disabled = submitting || email.error !== null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!disabled) void run(() => onSubmit(email.value.trim()));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <EmailField label={label} field={email} placeholder={ja.signIn.emailPlaceholder} />
      <Button type="submit" fullWidth disabled={disabled} aria-busy={submitting || undefined}>
        {submitLabel}
      </Button>
    </form>
  );
}
