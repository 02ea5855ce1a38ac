import type { ConsoleFanQuery } from '../../../graphql/generated/operations';
import { formatJst, formatYen } from '../../../lib/format';
import { methodLabel, renewalStatusLabel } from '../model/labels';

type Fan = ConsoleFanQuery['fans'][number];

export function MembershipsTable({ fan }: { fan: Fan }) {
  if (fan.memberships.length === 0) return <p>メンバーシップはありません。</p>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">クリエイター</th>
            <th scope="col">プラン</th>
            <th scope="col">状態</th>
            <th scope="col">購入元</th>
            <th scope="col">支払い方法</th>
            <th scope="col">期間終了</th>
            <th scope="col">Stripe サブスクリプション</th>
          </tr>
        </thead>
        <tbody>
          {fan.memberships.map((m) => (
            <tr key={m.id}>
              <td>{m.creator}</td>
              <td>{m.tier}</td>
              <td>
                {m.status}
                {m.cancelAtPeriodEnd && <span className="badge badge-warn">期間終了で解約</span>}
              </td>
              <td>{m.platform}</td>
              <td>{methodLabel(m.paymentMethod)}</td>
              <td>{formatJst(m.currentPeriodEnd)}</td>
              <td>
                <code>{m.stripeSubscriptionId ?? '—'}</code>
                {m.pendingStripeSubscriptionId && (
                  <>
                    <br />
                    変更待ち <code>{m.pendingStripeSubscriptionId}</code>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Renewals not paid when due (decision 032): open ones first need the fan's step. */
export function UnpaidRenewalsTable({ fan }: { fan: Fan }) {
  if (fan.unpaidRenewals.length === 0) return <p>支払いに失敗した更新はありません。</p>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">更新日</th>
            <th scope="col">支払い方法</th>
            <th scope="col" className="num">
              金額
            </th>
            <th scope="col">状態</th>
            <th scope="col">継続期限</th>
            <th scope="col">Stripe 請求書</th>
          </tr>
        </thead>
        <tbody>
          {fan.unpaidRenewals.map((r) => (
            <tr key={r.stripeInvoiceId}>
              <td>{formatJst(r.renewalAt)}</td>
              <td>
                {methodLabel(r.method)}
                {r.requiresAction && <span className="badge badge-warn">3-D セキュア待ち</span>}
              </td>
              <td className="num">{formatYen(r.amount)}</td>
              <td>
                <span className={r.status === 'open' ? 'badge badge-error' : 'badge'}>
                  {renewalStatusLabel(r.status)}
                </span>
                {r.settledAt && ` ${formatJst(r.settledAt)}`}
              </td>
              <td>{formatJst(r.continuesUntil)}</td>
              <td>
                <code>{r.stripeInvoiceId}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
