import type { ReactNode } from 'react';
import { useDialogAction } from '../lib/use-dialog-action';
import { Button, type ButtonVariant } from './Button';
import { Dialog } from '@fan/web-kit/dialog';
import { DialogActions } from './DialogActions';
import { Notice } from './Notice';

interface ConfirmButtonProps {
  label: string;
  title: string;
  /** Exactly what confirming does. */
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  variant?: ButtonVariant;
  small?: boolean;
  disabled?: boolean;
  /** Runs once per confirmation (a second click while it runs is ignored); a throw keeps the dialog open. */
  onConfirm: () => Promise<void>;
}

/** A button that asks first: the dialog states the effect, confirming runs it once. */
export function ConfirmButton({
  label,
  title,
  children,
  confirmLabel,
  danger,
  variant,
  small,
  disabled,
  onConfirm,
}: ConfirmButtonProps) {
  const { dialog, actions, error, setOpen, setError } = useDialogAction(onConfirm);
  return (
    <>
      <Button
        variant={variant ?? (danger ? 'danger' : 'secondary')}
        small={small}
        disabled={disabled}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog
        {...dialog}
        title={title}
        actions={<DialogActions {...actions} confirmLabel={confirmLabel} danger={danger} />}
      >
        {children}
        {error && <Notice tone="error">{error}</Notice>}
      </Dialog>
    </>
  );
}
