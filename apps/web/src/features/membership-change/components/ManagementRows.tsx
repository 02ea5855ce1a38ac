import type { SummaryRow } from '../model/membership-management';
import styles from './MembershipManagement.module.css';

/** The label / value list of a management confirmation; each phrase of a value stays on one line. */
export function ManagementRows({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt>{row.label}</dt>
          <dd>
            {row.value.map((phrase, i) => (
              <span key={i} className={styles.phrase}>
                {phrase}
              </span>
            ))}
            {row.note && <span className={styles.note}>{row.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
