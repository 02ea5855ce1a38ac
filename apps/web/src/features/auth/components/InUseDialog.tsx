import { Dialog } from '../../../components/ui/Dialog';
import * as ja from '../../../messages/ja';

/** The provider account being linked already belongs to another user. */
export function InUseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title={ja.account.inUseTitle} onConfirm={onClose} cancelLabel={null}>
      {ja.account.inUseBody}
    </Dialog>
  );
}
