import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import { usePointTierType } from '../api/use-point-tier-type';
import { BalanceSummary } from '../components/BalanceSummary';
import { TransactionList } from '../components/TransactionList';

export default function PointTransactionsPage() {
  const { tierType } = usePointTierType();
  return (
    <Page title={ja.titles.pointTransactions} backTo="/points">
      {tierType === undefined ? (
        <Loading />
      ) : tierType === null ? (
        <EmptyState title={ja.points.transactionsEmpty} />
      ) : (
        <>
          <BalanceSummary tierType={tierType} />
          <TransactionList tierTypeId={tierType.databaseId} />
        </>
      )}
    </Page>
  );
}
