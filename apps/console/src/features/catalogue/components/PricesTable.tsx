import type { ConsoleCreatorQuery } from '../../../graphql/generated/operations';
import { formatJst, formatYen } from '../../../lib/format';
import { DataTable, num } from '../../../components/DataTable';

type PriceRow = NonNullable<ConsoleCreatorQuery['creator']>['tiers'][number]['prices'][number];

/** A tier's prices, current first; an archived one is what earlier members still pay. */
export function PricesTable({ caption, prices }: { caption: string; prices: readonly PriceRow[] }) {
  const sorted = [...prices].sort(
    (a, b) =>
      Number(Boolean(a.archivedAt)) - Number(Boolean(b.archivedAt)) ||
      a.months - b.months ||
      Number(a.konbini) - Number(b.konbini),
  );
  return (
    <DataTable
      empty={<p>価格はまだありません。価格を設定すると、ファンが登録できるようになります。</p>}
      columns={['期間', '支払い方法', num('価格'), num('うち手数料'), 'Stripe Price', '状態']}
      rows={sorted}
      caption={caption}
    >
      {(p) => (
        <tr key={p.id}>
          <td>{p.months}か月</td>
          <td>{p.konbini ? 'コンビニ' : 'カード'}</td>
          <td className="num">{formatYen(p.price)}</td>
          <td className="num">{p.konbini ? formatYen(p.konbiniFee) : '—'}</td>
          <td>
            <code>{p.stripePriceId ?? '—'}</code>
          </td>
          <td>
            {p.archivedAt ? (
              <span className="badge">旧価格（{formatJst(p.archivedAt)}まで）</span>
            ) : (
              <span className="badge badge-ok">販売中</span>
            )}
          </td>
        </tr>
      )}
    </DataTable>
  );
}
