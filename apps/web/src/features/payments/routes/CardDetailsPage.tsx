import { ComingSoon } from '../../../components/ui/ComingSoon';
import { ja } from '../../../messages/ja';

/** PLACEHOLDER: replaced by a later issue. */
export default function CardDetailsPage() {
  return <ComingSoon title={ja.titles.cardDetails} />;
}
