import type { ReactNode } from 'react';
import { withEmailBreaks } from '../../../components/ui/EmailText';
import { LineIcon } from '../../../components/ui/LineIcon';
import styles from './ResultNotice.module.css';

type Kind = 'sent' | 'success' | 'failure';

const ICONS: Record<Kind, string> = {
  sent: 'M3 6h18v12H3z M3 6l9 7 9-7',
  success: 'M5 12.5l4.5 4.5L19 7.5',
  failure: 'M7 7l10 10 M17 7L7 17',
};

interface Props {
  kind: Kind;
  title: string;
  body?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The outcome of an e-mail step: "sent", done or failed, with what to do next. */
export function ResultNotice({ kind, title, body, children, actions }: Props) {
  return (
    <section className={`${styles.notice} ${styles[kind]}`} aria-labelledby={`notice-${kind}`}>
      <span className={styles.icon} aria-hidden="true">
        <LineIcon d={ICONS[kind]} size={30} strokeLinecap="round" strokeLinejoin="round" />
      </span>
      <h2 id={`notice-${kind}`} className={styles.title}>
        {title}
      </h2>
      {body && <p className={styles.body}>{typeof body === 'string' ? withEmailBreaks(body) : body}</p>}
      {children && <div className={styles.extra}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
