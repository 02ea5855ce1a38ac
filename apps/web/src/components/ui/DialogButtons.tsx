import * as ja from '../../messages/ja';
import { Button } from './Button';

interface DialogButtonsProps {
  confirmLabel?: string;
  onConfirm: () => void;
  /** null: a single-button (blocking) dialog. */
  cancelLabel?: string | null;
  onCancel?: () => void;
  /** A destructive confirm (deleting a card, cancelling). */
  danger?: boolean;
}

/** The fan app's buttons for the shared Dialog (@fan/web-kit/dialog): the action first, then cancel. */
export function DialogButtons({
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
  danger,
}: DialogButtonsProps) {
  return (
    <>
      <Button fullWidth variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
        {confirmLabel ?? ja.common.ok}
      </Button>
      {onCancel && cancelLabel !== null && (
        <Button fullWidth variant="neutral" onClick={onCancel}>
          {cancelLabel ?? ja.common.cancel}
        </Button>
      )}
    </>
  );
}
