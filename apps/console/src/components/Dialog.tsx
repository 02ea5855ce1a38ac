import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { Notice } from './Notice';
import styles from './Dialog.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  danger?: boolean;
  error?: string | null;
}

/**
 * A modal confirmation (the native <dialog>: focus stays inside, Escape closes, focus returns).
 * The body states exactly what the confirm button will do.
 */
export function Dialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  busy,
  danger,
  error,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div className={styles.body}>
            {children}
            {error && <Notice tone="error">{error}</Notice>}
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              キャンセル
            </Button>
            <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
              {busy ? '処理中…' : confirmLabel}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
