import type { ReactNode } from 'react';
import styles from '../DashboardPage.module.css';

/** The range's totals as text: the first thing read, and the charts' summary. */
export function DashboardFigures({ items }: { items: { label: string; value: string; note?: ReactNode }[] }) {
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <dt>{item.label}</dt>
          <dd>
            {item.value}
            {item.note && <small>{item.note}</small>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
