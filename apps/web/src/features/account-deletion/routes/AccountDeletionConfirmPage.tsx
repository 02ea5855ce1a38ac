import { Dialog } from '@fan/web-kit/dialog';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { DialogButtons } from '../../../components/ui/DialogButtons';
import { Page } from '../../../components/ui/Page';
import text from '../../../components/ui/text.module.css';
import { useLogout } from '../../../lib/use-logout';
import * as ja from '../../../messages/ja';
import { useDeleteAccount } from '../api/use-delete-account';
import styles from './AccountDeletionPage.module.css';

/** 退会, final step: agree, then deleteMyAccount; a stale sign-in is asked to sign in again. */
export default function AccountDeletionConfirmPage() {
  const t = ja.accountDeletion;
  const [agreed, setAgreed] = useState(false);
  const { deleteAccount, deleting, needsSignIn, dismiss } = useDeleteAccount();
  const relogin = useLogout('/sign_in');
  return (
    <Page title={ja.titles.accountDeletionConfirm} backTo="/account_settings/delete">
      <div className={styles.content}>
        <p className={text.lead}>{t.confirmLead}</p>
        <p className={text.note}>{t.confirmRecent}</p>
        <label className={styles.check}>
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <span>{t.confirmCheck}</span>
        </label>
        <Button
          variant="danger"
          fullWidth
          disabled={!agreed || deleting}
          onClick={() => void deleteAccount()}
        >
          {deleting ? t.deleting : t.confirm}
        </Button>
      </div>
      <Dialog
        open={needsSignIn}
        title={t.reloginTitle}
        onClose={dismiss}
        actions={
          <DialogButtons
            confirmLabel={t.relogin}
            cancelLabel={ja.common.cancel}
            onConfirm={() => void relogin()}
            onCancel={dismiss}
          />
        }
      >
        {t.reloginBody}
      </Dialog>
    </Page>
  );
}
