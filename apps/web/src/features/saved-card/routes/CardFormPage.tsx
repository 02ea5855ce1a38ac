import { useQuery } from '@apollo/client/react';
import { Elements } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Loading } from '../../../components/ui/Loading';
import { Page } from '../../../components/ui/Page';
import { useToast } from '../../../components/ui/toast-context';
import { getStripe } from '../../../lib/stripe';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import * as ja from '../../../messages/ja';
import { PAYMENT_METHOD } from '../../../entities/payment/api/saved-card';
import { useCardRenewals } from '../../../entities/renewal/api/use-card-renewals';
import { RenewalNotice } from '../../../entities/renewal/components/RenewalNotice';
import { CardForm } from '../components/CardForm';

/**
 * Route state (spec section 2): the saved card's id, empty when registering a first card; null when
 * the page was opened without it (a typed or shared URL).
 */
function savedCardId(state: unknown): string | null {
  const id = (state as { paymentMethodId?: unknown } | null)?.paymentMethodId;
  return typeof id === 'string' ? id : null;
}

export default function CardFormPage() {
  const { state } = useLocation();
  const fromState = savedCardId(state);
  // Without route state the saved card is asked for (cache first: the details page has it), so a
  // fan who has a card is always warned that the new one replaces it.
  const { data, error } = useQuery(PAYMENT_METHOD, { skip: fromState !== null });
  useQueryErrorRedirect(error);
  const overwrite = fromState !== null ? fromState !== '' : data ? !!data.paymentMethod : undefined;
  const renewals = useCardRenewals();
  const toast = useToast();
  // One promise per visit: <Elements> must keep the same `stripe` prop.
  const [stripePromise] = useState(() =>
    getStripe().catch(() => {
      toast.error(ja.common.genericError);
      return null;
    }),
  );
  return (
    <Page title={ja.titles.cardForm} backTo="/payments/card/details">
      {renewals.map((r) => (
        <RenewalNotice key={r.membership.id} renewal={r} cardForm={false} />
      ))}
      {overwrite === undefined ? (
        <Loading />
      ) : (
        <Elements stripe={stripePromise} options={{ locale: 'ja' }}>
          <CardForm overwrite={overwrite} renewals={renewals} />
        </Elements>
      )}
    </Page>
  );
}
