import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import { PaymentResultPanel } from '../components/PaymentResultPanel';

/** Shared by point and membership payments: nothing was charged, check the card and retry. */
export default function PaymentFailurePage() {
  return (
    <Page title={ja.titles.paymentFailure}>
      <PaymentResultPanel
        tone="failure"
        title={ja.paymentResult.failureTitle}
        body={ja.paymentResult.failureBody}
      >
        <ButtonLink to="/home" replace fullWidth>
          {ja.paymentResult.toTop}
        </ButtonLink>
        <ButtonLink to="/payments/card/details" variant="outlined" fullWidth>
          {ja.paymentResult.checkCard}
        </ButtonLink>
      </PaymentResultPanel>
    </Page>
  );
}
