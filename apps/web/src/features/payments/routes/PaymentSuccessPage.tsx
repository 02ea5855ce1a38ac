import { ComingSoon } from '../../../components/ui/ComingSoon';
import { ja } from '../../../messages/ja';

/** PLACEHOLDER: replaced by a later issue. */
export default function PaymentSuccessPage() {
  return <ComingSoon title={ja.titles.paymentSuccess} />;
}
