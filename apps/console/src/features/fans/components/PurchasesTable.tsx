import type { ConsoleFanQuery } from '../../../graphql/generated/operations';
import { formatCount, formatJst, formatYen } from '../../../lib/format';
import { methodLabel, purchaseStatusLabel } from '../model/labels';
import { isRefundable } from '../model/refundable';
import { RefundButton } from './RefundButton';

type Fan = ConsoleFanQuery['fans'][number];

/** The fan's latest point purchases, each card one refundable from its row. */
export function PurchasesTable({ fan, unitOf }: { fan: Fan; unitOf: (typeId: number) => string }) {
  if (fan.purchases.length === 0) return <p>ポイントの購入はありません。</p>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">日時</th>
            <th scope="col" className="num">
              ポイント
            </th>
            <th scope="col" className="num">
              金額
            </th>
            <th scope="col">支払い方法</th>
            <th scope="col">状態</th>
            <th scope="col">Stripe</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {fan.purchases.map((p) => (
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
              <td>
                {isRefundable(p) && <RefundButton fanId={fan.id} purchase={p} unit={unitOf(p.pointTypeId)} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
