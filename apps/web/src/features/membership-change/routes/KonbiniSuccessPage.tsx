import { useLocation } from 'react-router';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import { MembershipKonbiniSuccess } from '../components/MembershipKonbiniSuccess';
import { konbiniSuccessState } from '../model/membership-route-state';

/** /payments/konbini/success with state { previousPriceInterval, nextPriceInterval, nextBillingDate }. */
export default function KonbiniSuccessPage() {
  const plan = konbiniSuccessState(useLocation().state);
  return (
    <Page title={ja.konbiniSuccess.pageTitle}>
      <MembershipKonbiniSuccess plan={plan} />
    </Page>
  );
}
