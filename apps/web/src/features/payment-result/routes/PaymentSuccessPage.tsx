import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { readInProgressPayment } from '../../../lib/storage';
import * as ja from '../../../messages/ja';
import { PaymentResultPage } from '../components/PaymentResultPage';
import { backToAppPath } from '../model/back-to-app';

export default function PaymentSuccessPage() {
  const [backTo] = useState(() => backToAppPath(readInProgressPayment()));
  return (
    <PaymentResultPage tone="success">
      <ButtonLink to={backTo} replace variant="outlined" fullWidth>
        {ja.paymentResult.backToApp}
      </ButtonLink>
    </PaymentResultPage>
  );
}
