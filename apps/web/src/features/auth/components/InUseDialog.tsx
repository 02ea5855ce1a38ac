import { Dialog } from '@fan/web-kit/dialog';
import { DialogButtons } from '../../../components/ui/DialogButtons';
import * as ja from '../../../messages/ja';

/** The provider account being linked already belongs to another user. */
export function InUseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      title={ja.account.inUseTitle}
      onClose={onClose}
      actions={<DialogButtons onConfirm={onClose} cancelLabel={null} />}
    >
      {ja.account.inUseBody}
    </Dialog>
  );
}
