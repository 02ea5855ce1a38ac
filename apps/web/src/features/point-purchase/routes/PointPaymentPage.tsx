import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import { PointPaymentContent } from '../components/PointPaymentContent';
import { pointTierId } from '../model/point-tier-id';
import { writeInProgressPayment } from '../../../lib/storage';

/** /payments/points with state { tierId }: how to pay for one point package. */
export default function PointPaymentPage() {
  const tierId = pointTierId(useLocation().state);

  // Spec section 3: card details offers the way back here while these keys are set.
  useEffect(() => {
    if (tierId !== null) writeInProgressPayment({ type: 'point', tierId: String(tierId) });
  }, [tierId]);

  if (tierId === null) return <Navigate to="/points" replace />;
  return (
    <Page title={ja.titles.pointPayment} backTo="/points">
      <PointPaymentContent tierId={tierId} />
    </Page>
  );
}
