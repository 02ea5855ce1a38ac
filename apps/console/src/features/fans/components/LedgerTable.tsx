import { formatCount, formatJst, formatYen } from '../../../lib/format';
import { CONSOLE_FAN_LEDGER } from '../api/fans';
import { bucketLabel, kindLabel } from '../model/labels';
import styles from './FanTables.module.css';
import { DataTable } from '../../../components/DataTable';
import { FanPages } from './FanPages';

/** The points ledger a page at a time, as the fan's history shows it, with the kind and bucket. */
export function LedgerTable({ fanId, unitOf }: { fanId: number; unitOf: (typeId: number) => string }) {
  return (
    <FanPages
      fanId={fanId}
      query={CONSOLE_FAN_LEDGER}
      pageOf={({ fans }) => fans[0]?.ledgerPage}
      label="ポイント履歴"
      empty="ポイントの履歴はありません。"
    >
      {(entries) => (
        <DataTable
          columns={[
            '日時',
            '内容（ファンの表示）',
            '種類',
            '区分',
            { label: 'ポイント', num: true },
            { label: '金額', num: true },
            '参照',
          ]}
          rows={entries}
        >
          {(e) => (
            <tr key={e.id}>
              <td>{formatJst(e.occurredAt)}</td>
              <td className="text">{e.name}</td>
              <td>{kindLabel(e.kind)}</td>
              <td>{bucketLabel(e.bucket)}</td>
              <td className={`num ${e.amount < 0 ? styles.minus : styles.plus}`}>
                {e.amount > 0 ? '+' : ''}
                {formatCount(e.amount)}
                {unitOf(e.pointTypeId)}
              </td>
              <td className="num">{e.price != null ? formatYen(e.price) : '—'}</td>
              <td>
                <code>{e.reference ?? '—'}</code>
              </td>
            </tr>
          )}
        </DataTable>
      )}
    </FanPages>
  );
}
