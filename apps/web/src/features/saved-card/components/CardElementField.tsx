import type { ReactNode } from 'react';
import styles from './CardElementField.module.css';

interface CardElementFieldProps {
  label: string;
  message: string | null;
  focused: boolean;
  /** The Stripe Element; it carries its own accessible name (Stripe renders it in an iframe). */
  children: ReactNode;
}

/** Label, framed Stripe Element and its message, styled like TextField. */
export function CardElementField({ label, message, focused, children }: CardElementFieldProps) {
  const boxClass = [styles.box, focused ? styles.focused : '', message ? styles.invalid : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      <div className={boxClass}>{children}</div>
      <p className={styles.error} aria-live="polite">
        {message}
      </p>
    </div>
  );
}
