import { formatCount } from '../../../lib/format';
import { membershipsByTier } from '../model/series';
import { DataTable, num } from '../../../components/DataTable';

/** Memberships started and ended over the range, per creator and tier. */
export function TierMovements({ rows }: { rows: Parameters<typeof membershipsByTier>[0] }) {
  const tiers = membershipsByTier(rows);
  return (
    <DataTable
      empty={<p>この期間にメンバーシップの開始・終了はありません。</p>}
      columns={['クリエイター', 'プラン', num('開始'), num('終了'), num('増減')]}
      rows={tiers}
      caption="プラン別のメンバーシップの開始と終了"
    >
      {(t) => (
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
      )}
    </DataTable>
  );
}
