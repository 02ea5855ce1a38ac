import { formatJst, formatYen } from '../../../lib/format';

interface PriceRow {
  id: number;
  months: number;
  konbini: boolean;
  konbiniFee: number;
  price: number;
  archivedAt: string | null;
  stripePriceId: string | null;
}

/** A tier's prices, current first; an archived one is what earlier members still pay. */
export function PricesTable({ caption, prices }: { caption: string; prices: readonly PriceRow[] }) {
  if (prices.length === 0)
    return <p>価格はまだありません。価格を設定すると、ファンが登録できるようになります。</p>;
  const sorted = [...prices].sort(
    (a, b) =>
      Number(Boolean(a.archivedAt)) - Number(Boolean(b.archivedAt)) ||
      a.months - b.months ||
      Number(a.konbini) - Number(b.konbini),
  );
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">期間</th>
            <th scope="col">支払い方法</th>
            <th scope="col" className="num">
              価格
            </th>
            <th scope="col" className="num">
              うち手数料
            </th>
            <th scope="col">Stripe Price</th>
            <th scope="col">状態</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((p) => (
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
          ))}
        </tbody>
      </table>
    </div>
  );
}
