import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Page } from '../../../components/ui/Page';
import { readInProgressPayment } from '../../../lib/storage';
import * as ja from '../../../messages/ja';
import { PaymentResultPanel } from '../components/PaymentResultPanel';
import { backToAppPath } from '../model/back-to-app';

/** Shared by point and membership payments. */
export default function PaymentSuccessPage() {
  const [backTo] = useState(() => backToAppPath(readInProgressPayment()));
  return (
    <Page title={ja.titles.paymentSuccess}>
      <PaymentResultPanel
        tone="success"
        title={ja.paymentResult.successTitle}
        body={ja.paymentResult.successBody}
      >
        <ButtonLink to="/home" replace fullWidth>
          {ja.paymentResult.toTop}
        </ButtonLink>
        <ButtonLink to={backTo} replace variant="outlined" fullWidth>
          {ja.paymentResult.backToApp}
        </ButtonLink>
      </PaymentResultPanel>
    </Page>
  );
}
