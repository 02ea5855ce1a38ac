import type { ReactNode } from 'react';
import { cardFieldMessage } from '../model/card-field-status';
import styles from './CardElementField.module.css';
import type { useCardField } from './use-card-field';

interface CardElementFieldProps {
  label: string;
  /** The Element's state: its message (named by the label) and whether it has the focus. */
  field: ReturnType<typeof useCardField>;
  /** The Stripe Element; it carries its own accessible name (Stripe renders it in an iframe). */
  children: ReactNode;
}

/** Label, framed Stripe Element and its message, styled like TextField. */
export function CardElementField({ label, field, children }: CardElementFieldProps) {
  const message = cardFieldMessage(label, field.state);
  const boxClass = [styles.box, field.focused ? styles.focused : '', message ? styles.invalid : '']
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
