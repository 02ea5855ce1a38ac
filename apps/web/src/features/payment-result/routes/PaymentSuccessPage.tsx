import { useState } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { readInProgressPayment } from '../../../lib/storage';
import * as ja from '../../../messages/ja';
import { PaymentResultPage } from '../components/PaymentResultPage';
import { backToAppPath } from '../model/back-to-app';
import { atRenewalOf, paymentTypeOf, resultTexts } from '../model/result-texts';

export default function PaymentSuccessPage() {
  const { state } = useLocation();
  const [backTo] = useState(() => backToAppPath(readInProgressPayment()));
  return (
    <PaymentResultPage
      tone="success"
      texts={resultTexts('success', paymentTypeOf(state), atRenewalOf(state))}
    >
      <ButtonLink to={backTo} replace variant="outlined" fullWidth>
        {ja.paymentResult.backToApp}
      </ButtonLink>
    </PaymentResultPage>
  );
}
