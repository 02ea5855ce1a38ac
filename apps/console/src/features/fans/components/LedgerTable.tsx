import { useQuery } from '@apollo/client/react';
import { Pager } from '../../../components/Pager';
import { QueryState } from '../../../components/QueryState';
import { formatCount, formatJst, formatYen } from '../../../lib/format';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { CONSOLE_FAN_LEDGER } from '../api/fans';
import { bucketLabel, kindLabel } from '../model/labels';
import styles from './FanTables.module.css';
import { DataTable } from '../../../components/DataTable';

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
              rows={page.nodes}
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
