import { Navigate, useLocation } from 'react-router';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import { MembershipManagementContent } from '../components/MembershipManagementContent';
import { managementState } from '../model/membership-route-state';

/** /payments/managements with state { prices, paymentType, contributorId }: confirm a change. */
export default function PaymentManagementsPage() {
  const request = managementState(useLocation().state);
  // Spec section 5: without prices and type there is nothing to pay; the spec sends the fan to /points.
  if (request === 'none') return <Navigate to="/points" replace />;
  if (request === 'invalid') return <Navigate to="/memberships?tab=registered" replace />;
  return (
    <Page title={ja.titles.paymentManagements} backTo="/memberships?tab=registered">
      <MembershipManagementContent request={request} />
    </Page>
  );
}
