import { useQuery } from '@apollo/client/react';
import { Pager } from '../../../components/Pager';
import { QueryState } from '../../../components/QueryState';
import { formatCount, formatJst, formatYen } from '../../../lib/format';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { CONSOLE_FAN_LEDGER } from '../api/fans';
import { bucketLabel, kindLabel } from '../model/labels';
import styles from './FanTables.module.css';

const PAGE_SIZE = 20;

/** The points ledger a page at a time, as the fan's history shows it, with the kind and bucket. */
export function LedgerTable({ fanId, unitOf }: { fanId: number; unitOf: (typeId: number) => string }) {
  const pages = useCursorPages(String(fanId));
  const { data, error, loading } = useQuery(CONSOLE_FAN_LEDGER, {
    variables: { id: fanId, first: PAGE_SIZE, after: pages.after },
  });
  return (
    <QueryState data={data} error={error}>
      {({ fans }) => {
        const page = fans[0]?.ledgerPage;
        if (!page || (page.nodes.length === 0 && pages.page === 1))
          return <p>ポイントの履歴はありません。</p>;
        return (
          <>
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
                  {page.nodes.map((e) => (
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
            <Pager
              label="ポイント履歴"
              page={pages.page}
              hasNext={page.pageInfo.hasNextPage}
              busy={loading}
              onPrevious={pages.previous}
              onNext={() => pages.next(page.pageInfo.endCursor)}
            />
          </>
        );
      }}
    </QueryState>
  );
}
