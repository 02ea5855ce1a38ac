import { useState } from 'react';
import { Loading } from '../../../../components/ui/Loading';
import { useToast } from '../../../../components/ui/toast-context';
import * as ja from '../../../../messages/ja';
import { checkResetCode, resetPassword } from '../../api/email-actions';
import { useOnceResult } from '../../api/use-once-result';
import { firebaseErrorCode } from '../../model/auth-error-message';
import { NewPasswordForm } from '../NewPasswordForm';
import { HandlerOutcome } from './HandlerOutcome';
import styles from './ResetPasswordAction.module.css';

const CODE_ERRORS = new Set(['auth/invalid-action-code', 'auth/expired-action-code']);

/** Checks the reset code, asks for a new password (password rule), then sets it. */
export function ResetPasswordAction({ code }: { code: string }) {
  const check = useOnceResult(`resetPassword:${code}`, () => checkResetCode(code));
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);
  const toast = useToast();

  if (check.status === 'pending') return <Loading />;
  if (check.status === 'failed' || outcome)
    return <HandlerOutcome texts={ja.authHandler.resetPassword} done={outcome === 'done'} />;

  const submit = async (password: string) => {
    try {
      await resetPassword(code, password);
      setOutcome('done');
    } catch (error) {
      if (CODE_ERRORS.has(firebaseErrorCode(error) ?? '')) setOutcome('failed');
      else toast.error(ja.common.genericError);
    }
  };
  return (
    <>
      <p className={styles.lead}>{ja.authHandler.resetPassword.lead(check.value)}</p>
      <NewPasswordForm onSubmit={submit} />
    </>
  );
}
