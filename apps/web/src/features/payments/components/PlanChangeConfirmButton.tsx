import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import * as ja from '../../../messages/ja';

/** The confirm button of a change that no card pays (a konbini member's downgrade); runs once. */
export function PlanChangeConfirmButton({
  label,
  onConfirm,
}: {
  label: string;
  onConfirm: () => Promise<void>;
}) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    await onConfirm();
  };
  return (
    <Button fullWidth disabled={busy} aria-busy={busy || undefined} onClick={() => void confirm()}>
      {busy ? ja.membershipManagement.processing : label}
    </Button>
  );
}
