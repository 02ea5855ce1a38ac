import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { Notice } from '../../components/Notice';
import { useAuthState } from '../../lib/auth-store';
import { loadFirebase } from '../../lib/load-firebase';
import { useFormFields } from '../../lib/use-form-fields';
import { signInErrorMessage } from './sign-in-error';
import styles from './SignInPage.module.css';

/** Where to go after signing in: a path inside the console, never another site. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export default function SignInPage() {
  const auth = useAuthState();
  const [params] = useSearchParams();
  const { form, text } = useFormFields({ email: '', password: '' });
  const { email, password } = form;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (auth.status === 'loading') return <Loading label="サインイン状態を確認しています…" />;
  if (auth.status === 'signedIn') return <Navigate to={safeNext(params.get('next'))} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { getFirebaseAuth, signInWithEmailAndPassword } = await loadFirebase();
      await signInWithEmailAndPassword(getFirebaseAuth(), email.trim(), password);
    } catch (failure) {
      setError(signInErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.wrap}>
      <form className={styles.card} onSubmit={(e) => void submit(e)} noValidate>
        <h1 className={styles.title}>VFan 運営コンソール</h1>
        <p className={styles.lead}>オペレーターのアカウントでサインインしてください。</p>
        {error && <Notice tone="error">{error}</Notice>}
        <TextField label="メールアドレス" type="email" autoComplete="username" {...text('email')} required />
        <TextField
          label="パスワード"
          type="password"
          autoComplete="current-password"
          {...text('password')}
          required
        />
        <Button type="submit" disabled={busy || !email || !password}>
          {busy ? 'サインイン中…' : 'サインイン'}
        </Button>
      </form>
    </main>
  );
}
