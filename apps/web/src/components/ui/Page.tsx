import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as ja from '../../messages/ja';
import styles from './Page.module.css';

interface PageProps {
  title: string;
  /** Where the header's back arrow goes; omit for top-level screens. */
  backTo?: string;
  children: ReactNode;
}

/** Screen frame: sticky title bar (the page's h1) and padded content. */
export function Page({ title, backTo, children }: PageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {backTo && (
          <Link to={backTo} className={styles.back} aria-label={ja.common.back}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
          </Link>
        )}
        <h1 className={styles.title}>{title}</h1>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
