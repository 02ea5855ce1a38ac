import * as ja from '../../../messages/ja';
import { useEmailSignIn } from '../api/use-email-sign-in';
import { LoginForm } from '../components/LoginForm';
import { SignInFrame } from '../components/SignInFrame';

export default function SignInPage() {
  const signIn = useEmailSignIn();

  return (
    <SignInFrame
      title={ja.signIn.title}
      other={{ text: ja.signIn.noAccount, link: ja.signIn.signUpLink, to: '/sign_up' }}
    >
      <LoginForm onSubmit={signIn} />
    </SignInFrame>
  );
}
