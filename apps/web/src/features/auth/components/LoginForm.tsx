import { Link } from 'react-router';
import * as ja from '../../../messages/ja';
import { EmailPasswordForm } from './EmailPasswordForm';
import styles from './LoginForm.module.css';

interface LoginFormProps {
  onSubmit: (email: string, password: string) => Promise<void>;
}

/** Login's e-mail and password, with the forgot-password link; the parent decides what login means. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  return (
    <EmailPasswordForm
      submitLabel={ja.signIn.submit}
      passwordAutoComplete="current-password"
      onSubmit={onSubmit}
    >
      <Link to="/password/update" state={{ auth: false }} className={styles.forgot}>
        {ja.signIn.forgotPassword}
      </Link>
    </EmailPasswordForm>
  );
}
