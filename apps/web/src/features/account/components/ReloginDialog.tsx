import { Dialog } from '../../../components/ui/Dialog';
import { ja } from '../../../messages/ja';
import { useReloginLogout } from '../api/use-relogin-logout';

/** Spec section 8: a sensitive change needs a recent login: log out (to log in again) or cancel. */
export function ReloginDialog({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  const logout = useReloginLogout();
  return (
    <Dialog
      open={open}
      title={ja.account.reloginTitle}
      confirmLabel={ja.account.logout}
      cancelLabel={ja.common.cancel}
      onConfirm={() => void logout()}
      onCancel={onCancel}
    >
      {ja.account.reloginBody}
    </Dialog>
  );
}
