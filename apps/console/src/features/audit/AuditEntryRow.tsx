import type { ConsoleAuditLogQuery } from '../../graphql/generated/operations';
import { formatJst } from '../../lib/format';
import styles from './AuditPage.module.css';

type Entry = ConsoleAuditLogQuery['auditLogPage']['nodes'][number];

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** One operator action or read: who, what, on what, with the input and the before/after snapshots. */
export function AuditEntryRow({ entry }: { entry: Entry }) {
  const summary = json(entry.input).replace(/\s+/g, ' ');
  return (
    <tr>
      <td>{formatJst(entry.occurredAt)}</td>
      <td className="text">{entry.operatorEmail ?? <code>{entry.operatorUid}</code>}</td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>
        <code>{entry.target ?? '—'}</code>
      </td>
      <td className="text">
        <details className={styles.details}>
          <summary>{summary.length > 60 ? `${summary.slice(0, 60)}…` : summary}</summary>
          <h3 className={styles.detailTitle}>入力</h3>
          <pre className={styles.pre}>{json(entry.input)}</pre>
          {entry.before != null && (
            <>
              <h3 className={styles.detailTitle}>変更前</h3>
              <pre className={styles.pre}>{json(entry.before)}</pre>
            </>
          )}
          {entry.after != null && (
            <>
              <h3 className={styles.detailTitle}>変更後</h3>
              <pre className={styles.pre}>{json(entry.after)}</pre>
            </>
          )}
          {entry.requestId && (
            <p>
              リクエスト ID <code>{entry.requestId}</code>
            </p>
          )}
        </details>
      </td>
    </tr>
  );
}
