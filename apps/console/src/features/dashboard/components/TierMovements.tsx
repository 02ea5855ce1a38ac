import { formatCount } from '../../../lib/format';
import { membershipsByTier } from '../model/series';

/** Memberships started and ended over the range, per creator and tier. */
export function TierMovements({ rows }: { rows: Parameters<typeof membershipsByTier>[0] }) {
  const tiers = membershipsByTier(rows);
  if (tiers.length === 0) return <p>この期間にメンバーシップの開始・終了はありません。</p>;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="table">
        <caption className="visually-hidden">プラン別のメンバーシップの開始と終了</caption>
        <thead>
          <tr>
            <th scope="col">クリエイター</th>
            <th scope="col">プラン</th>
            <th scope="col" className="num">
              開始
            </th>
            <th scope="col" className="num">
              終了
            </th>
            <th scope="col" className="num">
              増減
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((t) => (
            <tr key={t.tierId}>
              <td className="text">{t.creator}</td>
              <td>{t.tier}</td>
              <td className="num">{formatCount(t.started)}</td>
              <td className="num">{formatCount(t.ended)}</td>
              <td className="num">
                {t.net > 0 ? '+' : ''}
                {formatCount(t.net)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
