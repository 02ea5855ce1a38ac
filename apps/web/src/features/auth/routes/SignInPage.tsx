import { Link } from 'react-router';
import { Logo } from '../../../components/ui/Logo';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import { useEmailSignIn } from '../api/use-email-sign-in';
import { LoginForm } from '../components/LoginForm';
import { SocialButtonsWithChooser } from '../components/SocialButtonsWithChooser';
import styles from './SignInPage.module.css';

export default function SignInPage() {
  const signIn = useEmailSignIn();

  return (
    <Page title={ja.signIn.title} backTo="/">
      <div className={styles.intro}>
        <Logo size={36} />
      </div>
      <div className={styles.card}>
        <LoginForm onSubmit={signIn} />
        <SocialButtonsWithChooser />
      </div>
      <p className={styles.signUp}>
        {ja.signIn.noAccount}
        <Link to="/sign_up">{ja.signIn.signUpLink}</Link>
      </p>
    </Page>
  );
}
