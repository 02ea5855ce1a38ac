import { useQuery } from '@apollo/client/react';
import { Pager } from '../../../components/Pager';
import { QueryState } from '../../../components/QueryState';
import { formatCount, formatJst, formatYen } from '../../../lib/format';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { CONSOLE_FAN_PURCHASES } from '../api/fans';
import { methodLabel, purchaseStatusLabel } from '../model/labels';
import { isRefundable } from '../model/refundable';
import { RefundButton } from './RefundButton';
import { DataTable } from '../../../components/DataTable';

const PAGE_SIZE = 20;

/** The fan's point purchases a page at a time, newest first; each card one refundable from its row. */
export function PurchasesTable({ fanId, unitOf }: { fanId: number; unitOf: (typeId: number) => string }) {
  const pages = useCursorPages(String(fanId));
  const { data, error, loading } = useQuery(CONSOLE_FAN_PURCHASES, {
    variables: { id: fanId, first: PAGE_SIZE, after: pages.after },
  });
  return (
    <QueryState data={data} error={error}>
      {({ fans }) => {
        const page = fans[0]?.purchasesPage;
        if (!page || (page.nodes.length === 0 && pages.page === 1))
          return <p>ポイントの購入はありません。</p>;
        return (
          <>
            <DataTable
              columns={[
                '日時',
                { label: 'ポイント', num: true },
                { label: '金額', num: true },
                '支払い方法',
                '状態',
                'Stripe',
                '操作',
              ]}
              rows={page.nodes}
            >
              {(p) => (
                <tr key={p.id}>
                  <td>{formatJst(p.createdAt)}</td>
                  <td className="num">
                    {formatCount(p.amount)}
                    {unitOf(p.pointTypeId)}
                  </td>
                  <td className="num">{formatYen(p.price)}</td>
                  <td>{methodLabel(p.method)}</td>
                  <td>
                    {p.refundedAt ? (
                      <span className="badge badge-warn">返金済み（{formatJst(p.refundedAt)}）</span>
                    ) : (
                      purchaseStatusLabel(p.status)
                    )}
                  </td>
                  <td>
                    <code>{p.stripePaymentIntentId ?? '—'}</code>
                    {p.stripeRefundId && (
                      <>
                        <br />
                        <code>{p.stripeRefundId}</code>
                      </>
                    )}
                  </td>
                  <td>{isRefundable(p) && <RefundButton purchase={p} unit={unitOf(p.pointTypeId)} />}</td>
                </tr>
              )}
            </DataTable>
            <Pager
              label="ポイントの購入"
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
