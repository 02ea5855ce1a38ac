import { useState } from 'react';
import { useLocation } from 'react-router';
import { useToast } from '../../../components/ui/toast-context';
import { useAuthState } from '../../../lib/auth-store';
import { loadFirebase } from '../../../lib/load-firebase';
import * as ja from '../../../messages/ja';
import { actionSettings } from '../api/action-settings';
import { EmailForm } from '../components/EmailForm';
import { LinkRequestPage } from '../components/LinkRequestPage';
import { authErrorMessage } from '../model/auth-error-message';
import text from '../../../components/ui/text.module.css';

/** Password reset request. state.auth: reached from account settings (Back goes there). */
export default function PasswordUpdatePage() {
  const fromAccount = (useLocation().state as { auth?: boolean } | null)?.auth === true;
  const backTo = fromAccount ? '/account_settings/providers' : '/sign_in';
  const signedInEmail = useAuthState().email;
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (email: string) => {
    const firebase = await loadFirebase();
    try {
      await firebase.sendPasswordResetEmail(firebase.getFirebaseAuth(), email, actionSettings());
      setSentTo(email);
    } catch (error) {
      toast.error(authErrorMessage(error));
    }
  };

  return (
    <LinkRequestPage
      title={ja.titles.passwordUpdate}
      backTo={backTo}
      sent={sentTo ? { title: ja.passwordReset.sentTitle, body: ja.passwordReset.sentBody(sentTo) } : null}
    >
      <p className={text.lead}>{ja.passwordReset.lead}</p>
      <EmailForm
        submitLabel={ja.passwordReset.submit}
        initialEmail={fromAccount ? (signedInEmail ?? '') : ''}
        onSubmit={send}
      />
    </LinkRequestPage>
  );
}
