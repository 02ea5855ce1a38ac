import { useState } from 'react';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import { useEmailSignUp } from '../api/use-email-sign-up';
import { EmailPasswordForm } from '../components/EmailPasswordForm';
import { SignInFrame } from '../components/SignInFrame';
import { VerificationSent } from '../components/VerificationSent';

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
    <SignInFrame
      title={ja.signUp.title}
      socialLabels={ja.signUp}
      other={{ text: ja.signUp.hasAccount, link: ja.signUp.signInLink, to: '/sign_in' }}
    >
      <EmailPasswordForm
        submitLabel={ja.signUp.submit}
        onSubmit={async (email, password) => {
          if (await signUp(email, password)) setSentTo(email);
        }}
      />
    </SignInFrame>
  );
}
