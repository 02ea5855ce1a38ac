import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import { recoverEmail, verifyAndChangeEmail, verifyEmail } from '../api/email-actions';
import { ResultNotice } from '../components/ResultNotice';
import { ApplyCodeAction } from '../components/handler/ApplyCodeAction';
import { HandlerLinks } from '../components/handler/HandlerLinks';
import { ResetPasswordAction } from '../components/handler/ResetPasswordAction';

/** Target of the links in Firebase's e-mails: ?mode=...&oobCode=... (spec section 2). */
export default function AuthHandlerPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode') ?? '';
  const key = `${mode}:${code}`;
  const t = ja.authHandler;

  let body;
  if (code && mode === 'verifyEmail')
    body = (
      <ApplyCodeAction
        actionKey={key}
        run={() => verifyEmail(code)}
        doneTitle={t.verifyEmailDone}
        doneBody={() => t.verifyEmailDoneBody}
        failedTitle={t.verifyEmailFailed}
      />
    );
  else if (code && mode === 'resetPassword') body = <ResetPasswordAction code={code} />;
  else if (code && mode === 'verifyAndChangeEmail')
    body = (
      <ApplyCodeAction
        actionKey={key}
        run={() => verifyAndChangeEmail(code)}
        doneTitle={t.changeEmailDone}
        doneBody={() => t.changeEmailDoneBody}
        failedTitle={t.changeEmailFailed}
      />
    );
  else if (code && mode === 'recoverEmail')
    body = (
      <ApplyCodeAction
        actionKey={key}
        run={() => recoverEmail(code)}
        doneTitle={t.recoverDone}
        doneBody={t.recoverDoneBody}
        failedTitle={t.recoverFailed}
      />
    );
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
