import { Button } from './Button';

interface DialogActionsProps {
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  danger?: boolean;
}

/** The console's buttons for the shared Dialog (@fan/web-kit/dialog): キャンセル, then the action. */
export function DialogActions({ confirmLabel, onConfirm, onClose, busy, danger }: DialogActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        キャンセル
      </Button>
      <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
        {busy ? '処理中…' : confirmLabel}
      </Button>
    </>
  );
}
