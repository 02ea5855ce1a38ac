import { useState } from 'react';
import { errorMessage } from './errors';
import { useSingleFlight } from './single-flight';
import { LocalProblem } from './use-action';

/**
 * A confirmation dialog's action: runs once at a time (a double click acts once), closes the
 * dialog when it succeeds and keeps it open with the refusal in words when it fails.
 * `dialog` is the dialog's state, `actions` what its buttons take.
 */
export function useDialogAction(action: () => Promise<void>) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirm, busy] = useSingleFlight(async () => {
    setError(null);
    try {
      await action();
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof LocalProblem ? failure.message : errorMessage(failure));
    }
  });
  const onClose = () => setOpen(false);
  const dialog = { open, busy, onClose };
  const actions = { busy, onClose, onConfirm: () => void confirm() };
  return { dialog, actions, error, setOpen, setError };
}
