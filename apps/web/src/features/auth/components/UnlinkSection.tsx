import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '@fan/web-kit/dialog';
import { DialogButtons } from '../../../components/ui/DialogButtons';
import { useToast } from '../../../components/ui/toast-context';
import { loadFirebase } from '../../../lib/load-firebase';
import * as ja from '../../../messages/ja';
import { useAccountAction } from '../api/use-account-action';
import { canUnlink, type AccountProviderId, type ProviderInfo } from '../model/provider-rows';

interface Props {
  providerId: AccountProviderId;
  providers: ProviderInfo[];
}

/** Unlink, allowed only while another sign-in method stays linked (else the blocking dialog). */
export function UnlinkSection({ providerId, providers }: Props) {
  const [dialog, setDialog] = useState<'blocked' | 'confirm' | null>(null);
  const { run, dialogs } = useAccountAction();
  const navigate = useNavigate();
  const toast = useToast();
  const close = () => setDialog(null);

  const unlink = async () => {
    close();
    const firebase = await loadFirebase();
    const done = await run('change', async (user) => {
      await firebase.unlink(user, providerId);
    });
    if (!done) return;
    toast.success(ja.account.unlinked);
    await navigate('/account_settings/providers', { replace: true });
  };

  return (
    <>
      <Button
        variant="outlined"
        fullWidth
        onClick={() => setDialog(canUnlink(providers) ? 'confirm' : 'blocked')}
      >
        {ja.account.unlink}
      </Button>
      <Dialog
        open={dialog === 'blocked'}
        title={ja.account.unlinkBlockedTitle}
        onClose={close}
        actions={<DialogButtons onConfirm={close} cancelLabel={null} />}
      >
        {ja.account.unlinkBlockedBody}
      </Dialog>
      <Dialog
        open={dialog === 'confirm'}
        title={ja.account.unlinkConfirmTitle}
        onClose={close}
        actions={
          <DialogButtons
            confirmLabel={ja.account.unlink}
            danger
            onConfirm={() => void unlink()}
            onCancel={close}
          />
        }
      >
        {ja.account.unlinkConfirmBody(ja.account.providers[providerId])}
      </Dialog>
      {dialogs}
    </>
  );
}
