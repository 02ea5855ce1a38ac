import { Button } from '../../../components/ui/Button';
import * as ja from '../../../messages/ja';

interface ManagementConfirmButtonProps {
  label: string;
  /** The payment runs (the runner's guard drops a second tap). */
  busy: boolean;
  danger?: boolean;
  onConfirm: () => void;
}

/** The confirm button of a change that asks no card question (cancel, resume, a konbini member's downgrade). */
export function ManagementConfirmButton({
  label,
  busy,
  danger = false,
  onConfirm,
}: ManagementConfirmButtonProps) {
  return (
    <Button
      fullWidth
      variant={danger ? 'danger' : 'primary'}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={onConfirm}
    >
      {busy ? ja.membershipManagement.processing : label}
    </Button>
  );
}
