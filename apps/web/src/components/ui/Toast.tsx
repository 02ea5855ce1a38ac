import type { ToastKind } from './toast-context';
import styles from './Toast.module.css';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  message: string;
}

/** The live region stays mounted so screen readers announce each new message. */
export function Toast({ toast }: { toast: ToastMessage | null }) {
  return (
    <div className={styles.region} aria-live="polite">
      {toast && (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-kind={toast.kind}
          className={`${styles.toast} ${styles[toast.kind]}`}
        >
          {toast.message}
        </div>
      )}
    </div>
  );
}
