import { useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/Logo';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import { useEmailSignUp } from '../api/use-email-sign-up';
import { EmailPasswordForm } from '../components/EmailPasswordForm';
import { SocialButtonsWithChooser } from '../components/SocialButtonsWithChooser';
import { VerificationSent } from '../components/VerificationSent';
import styles from './SignInPage.module.css';

export default function SignUpPage() {
  const signUp = useEmailSignUp();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo)
    return (
      <Page title={ja.signUp.title} backTo="/">
        <VerificationSent email={sentTo} />
      </Page>
    );

  return (
    <Page title={ja.signUp.title} backTo="/">
      <div className={styles.intro}>
        <Logo size={36} />
      </div>
      <div className={styles.card}>
        <EmailPasswordForm
          submitLabel={ja.signUp.submit}
          onSubmit={async (email, password) => {
            if (await signUp(email, password)) setSentTo(email);
          }}
        />
        <SocialButtonsWithChooser labels={ja.signUp} />
      </div>
      <p className={styles.signUp}>
        {ja.signUp.hasAccount}
        <Link to="/sign_in">{ja.signUp.signInLink}</Link>
      </p>
    </Page>
  );
}
