import { ScrollingList } from '../../../components/ui/ScrollingList';
import * as ja from '../../../messages/ja';
import type { TransactionHistory } from '../api/use-transactions';
import { TransactionRow } from './TransactionRow';

/** The points history, 10 more each time the end of the list is in view. */
export function TransactionList({ history }: { history: TransactionHistory }) {
  return (
    <ScrollingList
      paged={history}
      id="points-transactions"
      title={ja.points.transactionsTitle}
      emptyText={ja.points.transactionsEmpty}
      endText={ja.points.transactionsEnd}
      row={(node) => <TransactionRow key={node.id} transaction={node} />}
    />
  );
}
