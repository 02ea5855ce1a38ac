import { useState } from 'react';
import { useLocation } from 'react-router';
import { loadFirebase } from '../../../lib/load-firebase';
import * as ja from '../../../messages/ja';
import { actionSettings } from '../api/action-settings';
import { EmailForm } from '../components/EmailForm';
import { LinkRequestPage } from '../components/LinkRequestPage';
import { useAccountAction } from '../api/use-account-action';
import { useCurrentUser } from '../api/use-current-user';
import { emailUpdateState } from '../model/provider-route-state';
import styles from './AccountForms.module.css';
import { EmailText } from '../../../components/ui/EmailText';
import text from '../../../components/ui/text.module.css';

/** Change e-mail (state { email }): the change happens when the link sent to the new address is opened. */
export default function EmailUpdatePage() {
  const { user } = useCurrentUser();
  const passedEmail = emailUpdateState(useLocation().state);
  const { run, dialogs } = useAccountAction();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const backTo = '/account_settings/providers/email';

  const send = async (email: string) => {
    const firebase = await loadFirebase();
    const done = await run('change', (current) =>
      firebase.verifyBeforeUpdateEmail(current, email, actionSettings()),
    );
    if (done) setSentTo(email);
  };

  return (
    <LinkRequestPage
      title={ja.titles.emailUpdate}
      backTo={backTo}
      sent={sentTo ? { title: ja.account.updateSentTitle, body: ja.account.updateSentBody(sentTo) } : null}
      dialogs={dialogs}
    >
      <div className={styles.current}>
        <span className={text.caption}>{ja.account.currentEmail}</span>
        <span className={styles.currentEmail}>
          {(user?.email ?? passedEmail) ? <EmailText email={(user?.email ?? passedEmail)!} /> : '\u00a0'}
        </span>
      </div>
      <p className={text.lead}>{ja.account.updateLead}</p>
      <EmailForm label={ja.account.newEmail} submitLabel={ja.account.updateSubmit} onSubmit={send} />
    </LinkRequestPage>
  );
}
