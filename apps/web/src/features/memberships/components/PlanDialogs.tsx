import { Dialog } from '@fan/web-kit/dialog';
import { DialogButtons } from '../../../components/ui/DialogButtons';
import * as ja from '../../../messages/ja';
import type { PlanConfirm } from '../model/plan-action-flow';

const TEXT: Record<PlanConfirm, { title: string; body: string; confirm: string; danger: boolean }> = {
  cancelFree: {
    title: ja.memberships.cancelFreeTitle,
    body: ja.memberships.cancelFreeBody,
    confirm: ja.memberships.cancelConfirm,
    danger: true,
  },
  cancel: {
    title: ja.memberships.cancelTitle,
    body: ja.memberships.cancelBody,
    confirm: ja.memberships.cancelConfirm,
    danger: true,
  },
  konbiniWarning: {
    title: ja.memberships.konbiniWarningTitle,
    body: ja.memberships.konbiniWarningBody,
    confirm: ja.memberships.konbiniWarningContinue,
    danger: false,
  },
};

interface PlanDialogsProps {
  asking: PlanConfirm | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The cancel, free-cancel and konbini double-payment dialogs of the plans screen. */
export function PlanDialogs({ asking, onConfirm, onCancel }: PlanDialogsProps) {
  if (!asking) return null;
  const text = TEXT[asking];
  return (
    <Dialog
      open
      title={text.title}
      onClose={onCancel}
      actions={
        <DialogButtons
          confirmLabel={text.confirm}
          danger={text.danger}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      }
    >
      {text.body}
    </Dialog>
  );
}
