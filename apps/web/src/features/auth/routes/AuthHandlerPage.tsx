import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import { recoverEmail, verifyAndChangeEmail, verifyEmail } from '../api/email-actions';
import { ResultNotice } from '../components/ResultNotice';
import { ApplyCodeAction } from '../components/handler/ApplyCodeAction';
import { HandlerLinks } from '../components/handler/HandlerLinks';
import { ResetPasswordAction } from '../components/handler/ResetPasswordAction';

/** The modes applied as the page opens (resetPassword asks for the new password first). */
const APPLIED = { verifyEmail, verifyAndChangeEmail, recoverEmail };
const applied = (mode: string | null): mode is keyof typeof APPLIED =>
  mode !== null && Object.hasOwn(APPLIED, mode);

/** Target of the links in Firebase's e-mails: ?mode=...&oobCode=... (spec section 2). */
export default function AuthHandlerPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode') ?? '';
  const key = `${mode}:${code}`;
  const t = ja.authHandler;

  let body;
  if (code && mode === 'resetPassword') body = <ResetPasswordAction code={code} />;
  else if (code && applied(mode))
    body = <ApplyCodeAction actionKey={key} run={() => APPLIED[mode](code)} texts={t[mode]} />;
  else
    body = (
      <ResultNotice
        kind="failure"
        title={t.unknownTitle}
        body={t.unknownBody}
        actions={<HandlerLinks signIn={false} />}
      />
    );

  const title = mode === 'resetPassword' ? ja.titles.passwordUpdate : ja.titles.authHandler;
  return <Page title={title}>{body}</Page>;
}
