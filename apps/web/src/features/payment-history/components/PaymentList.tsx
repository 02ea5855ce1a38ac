import { ScrollingList } from '../../../components/ui/ScrollingList';
import * as ja from '../../../messages/ja';
import type { PaymentHistory } from '../api/use-payment-history';
import { PaymentRow } from './PaymentRow';

/** The payments, 20 more each time the end of the list is in view. */
export function PaymentList({ history }: { history: PaymentHistory }) {
  return (
    <ScrollingList
      paged={history}
      id="payment-history"
      title={ja.paymentHistory.listTitle}
      emptyText={ja.paymentHistory.empty}
      endText={ja.paymentHistory.end}
      row={(node) => <PaymentRow key={node.id} payment={node} />}
    />
  );
}
