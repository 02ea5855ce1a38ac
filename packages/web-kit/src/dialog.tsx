import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** What the dialog says (its accessible description) or asks for. */
  children?: ReactNode;
  /** The app's own buttons, first the one the dialog is about; stacked on a phone, in a row on the console. */
  actions?: ReactNode;
  /** Escape (or the platform's back gesture): the dialog asks its owner to close it. */
  onClose: () => void;
  /** While its action runs the dialog cannot be dismissed. */
  busy?: boolean;
  className?: string;
}

/**
 * The one modal of the fan app and the console, on the native <dialog> opened with showModal(): the
 * rest of the page is inert, so Tab stays inside; Escape asks `onClose`; focus goes back to the
 * element that opened it, also when the owner unmounts it open; it is named by its title. The look
 * comes from each app's --dialog-* custom properties (dialog.module.css).
 */
export function Dialog({ open, title, children, actions, onClose, busy, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      // jsdom (unit tests) has no showModal: the open attribute shows it there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const dismiss = () => {
    if (!busy) onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') return wrapTab(event);
    if (event.key !== 'Escape') return;
    // Handled here (not left to the browser's close) so the owner's state stays the one truth.
    event.preventDefault();
    event.stopPropagation();
    dismiss();
  };

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={open && children ? bodyId : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children && (
            <div id={bodyId} className={styles.body}>
              {children}
            </div>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </>
      )}
    </dialog>
  );
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first (Shift+Tab the other way). A modal <dialog> makes the
 * page inert, but the browser would still move focus out to its own toolbar.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || active === event.currentTarget : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
