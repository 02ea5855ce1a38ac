import { useNavigate } from 'react-router';
import { Loading } from '../../../components/ui/Loading';
import { Page } from '../../../components/ui/Page';
import { useToast } from '../../../components/ui/toast-context';
import { loadFirebase } from '../../../lib/load-firebase';
import * as ja from '../../../messages/ja';
import { actionSettings } from '../api/action-settings';
import { EmailPasswordForm } from '../components/EmailPasswordForm';
import { useAccountAction } from '../api/use-account-action';
import { useCurrentUser } from '../api/use-current-user';
import text from '../../../components/ui/text.module.css';

/** Adds e-mail and password login to an account that has only Google or Apple. */
export default function EmailRegisterPage() {
  const { ready, user } = useCurrentUser();
  const { run, dialogs } = useAccountAction();
  const navigate = useNavigate();
  const toast = useToast();

  const register = async (email: string, password: string) => {
    const firebase = await loadFirebase();
    let verifyTo: string | null = null;
    const done = await run('link', async (current) => {
      await firebase.linkWithCredential(current, firebase.EmailAuthProvider.credential(email, password));
      // Another address than the verified one must be verified before the API accepts it again.
      if (!current.emailVerified) {
        await firebase.sendEmailVerification(current, actionSettings());
        verifyTo = email;
      }
    });
    if (!done) return;
    toast.success(verifyTo ? ja.account.registeredVerify(verifyTo) : ja.account.registered);
    await navigate('/account_settings/providers', { replace: true });
  };

  return (
    <Page title={ja.titles.emailRegister} backTo="/account_settings/providers">
      <p className={text.lead}>{ja.account.registerLead}</p>
      {!ready ? (
        <Loading />
      ) : (
        <EmailPasswordForm
          submitLabel={ja.account.registerSubmit}
          initialEmail={user?.email ?? ''}
          onSubmit={register}
        />
      )}
      {dialogs}
    </Page>
  );
}
