import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { Notice } from '../../components/Notice';
import { Refused } from '../../components/Refused';
import { getApolloClient } from '../../lib/apollo';
import { errorMessage, isRefusal } from '../../lib/errors';
import { setOpsSession } from '../../lib/ops-session';
import { signOutOfConsole } from '../../lib/sign-out';
import {
  ACTIVATE_SECOND_FACTOR,
  BEGIN_ENROLLMENT,
  SECOND_FACTOR_STATUS,
  START_OPERATOR_SESSION,
} from './api/second-factor';
import styles from './SignInPage.module.css';

/**
 * After the password: the authenticator app's code (decisions 041, 053). An operator without a second
 * factor first gives the one-time enrolment code their administrator issued, then sees a new secret to
 * add to the app (the otpauth:// link opens one on a phone; the base32 text is typed on a computer),
 * valid for minutes, and activates it with its first code. A correct code starts the session.
 */
export function SecondFactorStep({ email }: { email: string | null }) {
  const status = useQuery(SECOND_FACTOR_STATUS, { fetchPolicy: 'network-only' });
  const [begin, enrollment] = useMutation(BEGIN_ENROLLMENT);
  const [activate] = useMutation(ACTIVATE_SECOND_FACTOR);
  const [start] = useMutation(START_OPERATOR_SESSION);
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [enrollmentCode, setEnrollmentCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const active = status.data?.operatorSecondFactor.active;

  const failure = status.error;
  if (failure && isRefusal(failure))
    return (
      <main className={styles.wrap}>
        <div className={styles.card}>
          <Refused error={failure} email={email} />
        </div>
      </main>
    );
  if (status.loading) return <Loading label="二段階認証を確認しています…" />;
  const secret = enrollment.data?.beginSecondFactorEnrollment;

  const submitEnrollmentCode = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await begin({ variables: { enrollmentCode: enrollmentCode.trim() } });
    } catch (refused) {
      setError(errorMessage(refused));
    } finally {
      setBusy(false);
    }
  };

  const startOver = () => {
    enrollment.reset();
    setCode('');
    setEnrollmentCode('');
    setError(null);
  };

  if (active === false && !secret)
    return (
      <main className={styles.wrap}>
        <form className={styles.card} onSubmit={(e) => void submitEnrollmentCode(e)} noValidate>
          <h1 className={styles.title}>二段階認証の設定</h1>
          <p className={styles.lead}>
            {email}{' '}
            の二段階認証を設定します。管理者から受け取った登録コード（20文字、24時間有効、1回限り）を入力してください。
          </p>
          {(error ?? (failure ? errorMessage(failure) : null)) && (
            <Notice tone="error">{error ?? errorMessage(failure)}</Notice>
          )}
          <TextField
            label="登録コード"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={enrollmentCode}
            onChange={(e) => setEnrollmentCode(e.target.value.toUpperCase())}
            required
          />
          <Button type="submit" disabled={busy || enrollmentCode.replace(/[\s-]/g, '').length < 20}>
            {busy ? '確認中…' : '次へ'}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => void signOutOfConsole().then(() => navigate('/sign-in', { replace: true }))}
          >
            別のアカウントでサインイン
          </Button>
        </form>
      </main>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const variables = { code: code.trim() };
      const { data } = active ? await start({ variables }) : await activate({ variables });
      if (data) {
        await getApolloClient().clearStore();
        setOpsSession(data.session.token);
      }
    } catch (refused) {
      setError(errorMessage(refused));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.wrap}>
      <form className={styles.card} onSubmit={(e) => void submit(e)} noValidate>
        <h1 className={styles.title}>{secret ? '二段階認証の設定' : '確認コードの入力'}</h1>
        {secret ? (
          <>
            <p className={styles.lead}>
              {email} の二段階認証を設定します。認証アプリ（Google Authenticator、Microsoft
              Authenticator、1Password など）にこのキーを追加し、表示された6桁のコードを入力してください。
            </p>
            <dl className={styles.secret}>
              <dt>セットアップキー</dt>
              <dd>
                <code aria-label="セットアップキー">{secret.secret}</code>
              </dd>
              <dt>スマートフォンでは</dt>
              <dd>
                <a href={secret.uri}>認証アプリで開く</a>
              </dd>
            </dl>
            <p className={styles.lead}>
              このキーは
              {new Date(secret.expiresAt as string).toLocaleTimeString('ja-JP', {
                timeZone: 'Asia/Tokyo',
                hour: '2-digit',
                minute: '2-digit',
              })}
              まで有効です（10分間）。設定が終わると二度と表示されません。
            </p>
          </>
        ) : (
          <p className={styles.lead}>認証アプリに表示されている6桁のコードを入力してください。</p>
        )}
        {(error ?? failure) && <Notice tone="error">{error ?? errorMessage(failure)}</Notice>}
        <TextField
          label="確認コード"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          required
        />
        <Button type="submit" disabled={busy || code.length !== 6}>
          {busy ? '確認中…' : secret ? '設定してサインイン' : 'サインイン'}
        </Button>
        {secret && (
          <Button type="button" variant="secondary" onClick={startOver}>
            登録コードの入力からやり直す
          </Button>
        )}
        <Button
          type="button"
          variant="secondary"
          onClick={() => void signOutOfConsole().then(() => navigate('/sign-in', { replace: true }))}
        >
          別のアカウントでサインイン
        </Button>
      </form>
    </main>
  );
}
