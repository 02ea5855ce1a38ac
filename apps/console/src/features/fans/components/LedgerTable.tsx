import type { ConsoleFanQuery } from '../../../graphql/generated/operations';
import { formatCount, formatJst, formatYen } from '../../../lib/format';
import { bucketLabel, kindLabel } from '../model/labels';
import styles from './FanTables.module.css';

type Fan = ConsoleFanQuery['fans'][number];

/** The points ledger as the fan's history shows it, with the kind and bucket support needs. */
export function LedgerTable({ fan, unitOf }: { fan: Fan; unitOf: (typeId: number) => string }) {
  if (fan.ledger.length === 0) return <p>ポイントの履歴はありません。</p>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">日時</th>
            <th scope="col">内容（ファンの表示）</th>
            <th scope="col">種類</th>
            <th scope="col">区分</th>
            <th scope="col" className="num">
              ポイント
            </th>
            <th scope="col" className="num">
              金額
            </th>
            <th scope="col">参照</th>
          </tr>
        </thead>
        <tbody>
          {fan.ledger.map((e) => (
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
          ))}
        </tbody>
      </table>
    </div>
  );
}
