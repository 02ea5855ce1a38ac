import { useNavigate } from 'react-router';
import { refreshClaims } from '../lib/auth-store';
import { errorMessage } from '../lib/errors';
import { signOutOfConsole } from '../lib/sign-out';
import { Button } from './Button';
import { Notice } from './Notice';
import { pageStyles } from './Page';

/**
 * Signed in, but not an operator of the project (a fan, a revoked role, another project's operator):
 * the console shows nothing of the project, says why and how to get the role.
 */
export function Refused({ error, email }: { error?: unknown; email?: string | null }) {
  const navigate = useNavigate();
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>このアカウントでは利用できません</h1>
      <Notice tone="error">
        {email ? `${email} には` : 'このアカウントには'}
        運営コンソールを使うオペレーター権限がありません。
        {error ? ` ${errorMessage(error)}` : ''}
      </Notice>
      <p>
        オペレーター権限は、サーバーの管理者が付与します（
        <code>npm run ops -- grant-operator --email … --project …</code>
        ）。付与されたあとは「権限を再確認」を押してください。
      </p>
      <div className={pageStyles.actions}>
        <Button variant="secondary" onClick={() => void refreshClaims()}>
          権限を再確認
        </Button>
        <Button onClick={() => void signOutOfConsole().then(() => navigate('/sign-in', { replace: true }))}>
          サインアウト
        </Button>
      </div>
    </div>
  );
}
