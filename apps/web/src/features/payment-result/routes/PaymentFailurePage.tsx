import { ButtonLink } from '../../../components/ui/ButtonLink';
import * as ja from '../../../messages/ja';
import { PaymentResultPage } from '../components/PaymentResultPage';

/** Nothing was charged: check the card and retry. */
export default function PaymentFailurePage() {
  return (
    <PaymentResultPage tone="failure">
      <ButtonLink to="/payments/card/details" variant="outlined" fullWidth>
        {ja.paymentResult.checkCard}
      </ButtonLink>
    </PaymentResultPage>
  );
}
