import type { ReactNode } from 'react';
import styles from './Notice.module.css';

/** A message in the flow of the page; errors are announced (role=alert), the rest politely. */
export function Notice({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
