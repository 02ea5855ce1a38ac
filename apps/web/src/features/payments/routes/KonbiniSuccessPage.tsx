import { Page } from '../../../components/ui/Page';
import { ja } from '../../../messages/ja';
import { MembershipKonbiniSuccess } from '../components/MembershipKonbiniSuccess';

/** /payments/konbini/success, after a konbini membership payment was started. */
export default function KonbiniSuccessPage() {
  return (
    <Page title={ja.konbiniSuccess.pageTitle}>
      <MembershipKonbiniSuccess />
    </Page>
  );
}
