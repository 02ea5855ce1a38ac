import { formatCount, formatJst, formatYen } from '../../../lib/format';
import { CONSOLE_FAN_PURCHASES } from '../api/fans';
import { methodLabel, purchaseStatusLabel } from '../model/labels';
import { isRefundable } from '../model/refundable';
import { RefundButton } from './RefundButton';
import { num } from '../../../components/DataTable';
import { FanTable } from './FanTable';

/** The fan's point purchases a page at a time, newest first; each card one refundable from its row. */
export function PurchasesTable({ fanId, unitOf }: { fanId: number; unitOf: (typeId: number) => string }) {
  return (
    <FanTable
      fanId={fanId}
      query={CONSOLE_FAN_PURCHASES}
      pageOf={({ fans }) => fans[0]?.purchasesPage}
      label="ポイントの購入"
      empty="ポイントの購入はありません。"
      columns={['日時', num('ポイント'), num('金額'), '支払い方法', '状態', 'Stripe', '操作']}
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
    </FanTable>
  );
}
