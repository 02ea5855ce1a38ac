import { useEffect, useState } from 'react';
import * as ja from '../../../messages/ja';
import { usePointTierType } from '../api/use-point-tier-type';
import { useTransactions } from '../api/use-transactions';
import { BalanceSummary } from '../components/BalanceSummary';
import { TierTypePage } from '../components/TierTypePage';
import { TransactionList } from '../components/TransactionList';
import { readPointTierTypeHint, writePointTierTypeHint } from '../model/point-tier-type-hint';

export default function PointTransactionsPage() {
  const { tierType } = usePointTierType();
  // Until the balances arrive, the history is asked for under last visit's id, beside them.
  const [hint] = useState(readPointTierTypeHint);
  const guessed = tierType === undefined;
  const history = useTransactions(guessed ? hint : (tierType?.databaseId ?? undefined), guessed);
  useEffect(() => {
    if (tierType) writePointTierTypeHint(tierType.databaseId);
  }, [tierType]);

  return (
    <TierTypePage
      title={ja.titles.pointTransactions}
      backTo="/points"
      tierType={tierType}
      empty={ja.points.transactionsEmpty}
    >
      {(loaded) => (
        <>
          <BalanceSummary tierType={loaded} />
          <TransactionList history={history} />
        </>
      )}
    </TierTypePage>
  );
}
