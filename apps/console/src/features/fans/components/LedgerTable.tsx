import { formatCount, formatJst, formatYen } from '../../../lib/format';
import { CONSOLE_FAN_LEDGER } from '../api/fans';
import { bucketLabel, kindLabel } from '../model/labels';
import styles from './FanTables.module.css';
import { num } from '../../../components/DataTable';
import { FanTable } from './FanTable';

/** The points ledger a page at a time, as the fan's history shows it, with the kind and bucket. */
export function LedgerTable({ fanId, unitOf }: { fanId: number; unitOf: (typeId: number) => string }) {
  return (
    <FanTable
      fanId={fanId}
      query={CONSOLE_FAN_LEDGER}
      pageOf={({ fans }) => fans[0]?.ledgerPage}
      label="ポイント履歴"
      empty="ポイントの履歴はありません。"
      columns={['日時', '内容（ファンの表示）', '種類', '区分', num('ポイント'), num('金額'), '参照']}
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
    </FanTable>
  );
}
