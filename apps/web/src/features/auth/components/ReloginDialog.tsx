import { Dialog } from '@fan/web-kit/dialog';
import { DialogButtons } from '../../../components/ui/DialogButtons';
import * as ja from '../../../messages/ja';
import { useLogout } from '../../../lib/use-logout';

/** Spec section 8: a sensitive change needs a recent login: log out (to log in again) or cancel. */
export function ReloginDialog({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  const logout = useLogout('/sign_in');
  return (
    <Dialog
      open={open}
      title={ja.account.reloginTitle}
      onClose={onCancel}
      actions={
        <DialogButtons
          confirmLabel={ja.account.logout}
          cancelLabel={ja.common.cancel}
          onConfirm={() => void logout()}
          onCancel={onCancel}
        />
      }
    >
      {ja.account.reloginBody}
    </Dialog>
  );
}
