import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as ja from '../../messages/ja';
import { Button } from './Button';
import styles from './Dialog.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  /** Omit to show a single-button (blocking) dialog. */
  cancelLabel?: string | null;
  onConfirm: () => void;
  onCancel?: () => void;
  /** Styles the confirm button for destructive actions (e.g. deleting a card). */
  danger?: boolean;
}

/** Accessible modal: focus moves into it, Escape cancels, focus returns on close. */
export function Dialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger,
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    confirmRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') (onCancel ?? onConfirm)();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [open, onCancel, onConfirm]);

  if (!open) return null;
  return (
    <div className={styles.backdrop}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        className={styles.dialog}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children && (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        )}
        <div className={styles.actions}>
          <Button ref={confirmRef} fullWidth variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel ?? ja.common.ok}
          </Button>
          {onCancel && cancelLabel !== null && (
            <Button fullWidth variant="neutral" onClick={onCancel}>
              {cancelLabel ?? ja.common.cancel}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
