import type { ReactNode } from 'react';
import styles from './PaymentResultPanel.module.css';

interface PaymentResultPanelProps {
  tone: 'success' | 'failure';
  title: string;
  body: string;
  children: ReactNode;
}

/**
 * Body of the payment result pages. Named for the points work that added it, but generic: the
 * membership flow lands on the same success and failure pages.
 */
export function PaymentResultPanel({ tone, title, body, children }: PaymentResultPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="payment-result-title">
      <svg className={`${styles.icon} ${styles[tone]}`} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="21" fill="currentColor" />
        <path
          d={tone === 'success' ? 'M14 24.5l7 7 13-14' : 'M17 17l14 14M31 17L17 31'}
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 id="payment-result-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.body}>{body}</p>
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
