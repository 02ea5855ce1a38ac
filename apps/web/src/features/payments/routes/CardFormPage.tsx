import { Elements } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Page } from '../../../components/ui/Page';
import { useToast } from '../../../components/ui/toast-context';
import { getStripe } from '../../../lib/stripe';
import * as ja from '../../../messages/ja';
import { CardForm } from '../components/CardForm';

/** Route state (spec section 2): the saved card's id, empty when registering a first card. */
function savedCardId(state: unknown): string | null {
  const id = (state as { paymentMethodId?: unknown } | null)?.paymentMethodId;
  return typeof id === 'string' && id !== '' ? id : null;
}

export default function CardFormPage() {
  const { state } = useLocation();
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
      <Elements stripe={stripePromise} options={{ locale: 'ja' }}>
        <CardForm overwrite={savedCardId(state) !== null} />
      </Elements>
    </Page>
  );
}
