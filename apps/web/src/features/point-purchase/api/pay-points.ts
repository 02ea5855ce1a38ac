import type { ApolloCache } from '@apollo/client';
import { usePaymentRunner } from '../../../entities/payment/api/use-payment-runner';

/** Balances on the points screens are stale after a card payment, whatever happened. */
const evictBalances = (cache: ApolloCache) => cache.evict({ fieldName: 'tierTypesConnection' });

/**
 * Spec section 4 for one point package. Card: charge the saved card (3-D Secure when Stripe asks),
 * then the result page. Konbini: the voucher opens in a new tab and the fan goes to /home; the points
 * are credited when the voucher is paid (webhook), so the balance grows later.
 */
export function usePayPoints() {
  const { pay, inFlight } = usePaymentRunner();
  return {
    inFlight,
    payByCard: (stripePriceId: string) =>
      pay({ prices: [stripePriceId], paymentType: 'one_time_payment', evict: evictBalances }),
    payByKonbini: (stripePriceId: string, email: string) =>
      pay({
        prices: [stripePriceId],
        paymentType: 'konbini_one_time_payment',
        email,
        voucherTab: true,
        paid: { to: '/home' },
      }),
  };
}
