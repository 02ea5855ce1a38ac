import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** Optional action (a button or link) under the text. */
  action?: ReactNode;
}

export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <rect x="6" y="12" width="36" height="26" rx="5" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M6 20h36" stroke="currentColor" strokeWidth="3" />
      </svg>
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.body}>{children}</div>}
      {action}
    </div>
  );
}
