import * as ja from '../../../messages/ja';
import { usePointsPage } from '../api/use-points-page';
import { BalanceCard } from '../components/BalanceCard';
import { PointUsageNote } from '../components/PointUsageNote';
import { TierList } from '../components/TierList';
import { TierTypePage } from '../components/TierTypePage';

export default function PointsPage() {
  const { tierType } = usePointsPage();
  return (
    <TierTypePage title={ja.titles.points} backTo="/home" tierType={tierType} empty={ja.points.packagesEmpty}>
      {({ balance, unit, tiersConnection }) => (
        <>
          <BalanceCard balance={balance} unit={unit} />
          <PointUsageNote />
          <TierList tiers={tiersConnection.nodes} />
        </>
      )}
    </TierTypePage>
  );
}
