import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Page } from '../../../components/ui/Page';
import { writeInProgressPayment } from '../../../lib/storage';
import * as ja from '../../../messages/ja';
import { MembershipPaymentContent } from '../components/MembershipPaymentContent';
import { membershipPaymentState } from '../model/membership-route-state';

/** /payments/memberships with state { contributorId, subscriptionTierId }: pay for a tier. */
export default function MembershipPaymentPage() {
  const ids = membershipPaymentState(useLocation().state);
  const contributorId = ids?.contributorId;
  const subscriptionTierId = ids?.subscriptionTierId;

  // Spec section 3: card details offers the way back here while these keys are set.
  useEffect(() => {
    if (!contributorId || !subscriptionTierId) return;
    writeInProgressPayment({
      type: 'membership',
      contributorId: String(contributorId),
      subscriptionTierId: String(subscriptionTierId),
    });
  }, [contributorId, subscriptionTierId]);

  if (!ids) return <Navigate to="/memberships" replace />;
  return (
    <Page title={ja.titles.membershipPayment} backTo="/memberships?tab=registered">
      <MembershipPaymentContent ids={ids} />
    </Page>
  );
}
