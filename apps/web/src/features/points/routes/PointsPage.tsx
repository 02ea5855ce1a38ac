import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import { usePointsPage } from '../api/use-points-page';
import { BalanceCard } from '../components/BalanceCard';
import { PointUsageNote } from '../components/PointUsageNote';
import { TierList } from '../components/TierList';

export default function PointsPage() {
  const { tierType } = usePointsPage();
  return (
    <Page title={ja.titles.points} backTo="/home">
      {tierType === undefined ? (
        <Loading />
      ) : tierType === null ? (
        <EmptyState title={ja.points.packagesEmpty} />
      ) : (
        <>
          <BalanceCard balance={tierType.balance} unit={tierType.unit} />
          <PointUsageNote />
          <TierList tiers={tierType.tiersConnection.nodes} />
        </>
      )}
    </Page>
  );
}
