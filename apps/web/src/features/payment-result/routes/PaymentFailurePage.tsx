import { useState } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { readInProgressPayment } from '../../../lib/storage';
import * as ja from '../../../messages/ja';
import { PaymentResultPage } from '../components/PaymentResultPage';
import { backToAppPath } from '../model/back-to-app';
import { atRenewalOf, paymentTypeOf, resultTexts } from '../model/result-texts';

/** Nothing was charged: check the card and retry, or (konbini, a plan change) go back and retry. */
export default function PaymentFailurePage() {
  const { state } = useLocation();
  const texts = resultTexts('failure', paymentTypeOf(state), atRenewalOf(state));
  const [backTo] = useState(() => backToAppPath(readInProgressPayment()));
  return (
    <PaymentResultPage tone="failure" texts={texts}>
      {texts.next === 'checkCard' ? (
        <ButtonLink to="/payments/card/details" variant="outlined" fullWidth>
          {ja.paymentResult.checkCard}
        </ButtonLink>
      ) : (
        <ButtonLink to={backTo} replace variant="outlined" fullWidth>
          {ja.paymentResult.backToApp}
        </ButtonLink>
      )}
    </PaymentResultPage>
  );
}
