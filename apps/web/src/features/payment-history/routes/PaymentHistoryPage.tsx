import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import { usePaymentHistory } from '../api/use-payment-history';
import { PaymentList } from '../components/PaymentList';

export default function PaymentHistoryPage() {
  const history = usePaymentHistory();
  return (
    <Page title={ja.titles.paymentHistory} backTo="/home">
      <PaymentList history={history} />
    </Page>
  );
}
