import type { ConsoleDashboardQuery } from '../../../graphql/generated/operations';
import { formatCount } from '../../../lib/format';
import { DataTable, num } from '../../../components/DataTable';

type TierRow = ConsoleDashboardQuery['dashboard']['membershipTiers'][number];

/** Memberships started and ended over the range, per creator and tier (in the catalogue's order). */
export function TierMovements({ rows }: { rows: readonly TierRow[] }) {
  return (
    <DataTable
      empty={<p>この期間にメンバーシップの開始・終了はありません。</p>}
      columns={['クリエイター', 'プラン', num('開始'), num('終了'), num('増減')]}
      rows={rows}
      caption="プラン別のメンバーシップの開始と終了"
    >
      {(t) => {
        const net = t.started - t.ended;
        return (
          <tr key={t.tierId}>
            <td className="text">{t.creator}</td>
            <td>{t.tier}</td>
            <td className="num">{formatCount(t.started)}</td>
            <td className="num">{formatCount(t.ended)}</td>
            <td className="num">
              {net > 0 ? '+' : ''}
              {formatCount(net)}
            </td>
          </tr>
        );
      }}
    </DataTable>
  );
}
