import { Dialog } from '@fan/web-kit/dialog';
import { DialogButtons } from '../../../components/ui/DialogButtons';
import * as ja from '../../../messages/ja';

interface RegisterCardDialogProps {
  open: boolean;
  /** A card is already saved: only one card is kept, so registering replaces it. */
  overwrite: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RegisterCardDialog({ open, overwrite, onConfirm, onCancel }: RegisterCardDialogProps) {
  return (
    <Dialog
      open={open}
      title={overwrite ? ja.card.overwriteTitle : ja.card.confirmTitle}
      onClose={onCancel}
      actions={
        <DialogButtons
          confirmLabel={overwrite ? ja.card.overwrite : ja.card.confirm}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      }
    >
      {overwrite ? ja.card.overwriteBody : undefined}
    </Dialog>
  );
}
