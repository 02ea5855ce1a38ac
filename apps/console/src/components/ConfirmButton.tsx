import { useState, type ReactNode } from 'react';
import { errorMessage } from '../lib/errors';
import { useSingleFlight } from '../lib/single-flight';
import { Button, type ButtonVariant } from './Button';
import { Dialog } from './Dialog';

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
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirm, busy] = useSingleFlight(async () => {
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });
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
        open={open}
        title={title}
        confirmLabel={confirmLabel}
        danger={danger}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        {children}
      </Dialog>
    </>
  );
}
