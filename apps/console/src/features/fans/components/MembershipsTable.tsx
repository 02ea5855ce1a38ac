import type { ConsoleFanQuery } from '../../../graphql/generated/operations';
import { formatJst, formatYen } from '../../../lib/format';
import { methodLabel, renewalStatusLabel } from '../model/labels';
import { DataTable, num } from '../../../components/DataTable';

type Fan = ConsoleFanQuery['fans'][number];

export function MembershipsTable({ fan }: { fan: Fan }) {
  return (
    <DataTable
      empty={<p>メンバーシップはありません。</p>}
      columns={[
        'クリエイター',
        'プラン',
        '状態',
        '購入元',
        '支払い方法',
        '期間終了',
        'Stripe サブスクリプション',
      ]}
      rows={fan.memberships}
    >
      {(m) => (
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
      )}
    </DataTable>
  );
}

/** Renewals not paid when due (decision 032): open ones first need the fan's step. */
export function UnpaidRenewalsTable({ fan }: { fan: Fan }) {
  return (
    <DataTable
      empty={<p>支払いに失敗した更新はありません。</p>}
      columns={['更新日', '支払い方法', num('金額'), '状態', '継続期限', 'Stripe 請求書']}
      rows={fan.unpaidRenewals}
    >
      {(r) => (
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
      )}
    </DataTable>
  );
}
