import type { ApolloCache, ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { PaymentType } from '@fan/shared';
import { useNavigate } from 'react-router';
import { routedCodeOf } from '../../../lib/graphql-errors';
import { getStripe } from '../../../lib/stripe';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { managePayment, type PaymentResult } from './manage-payment';
import { updateListenerEmail } from './update-listener-email';

export interface Destination {
  to: string;
  state?: unknown;
}

/** The result pages say what was done (a purchase, a cancel, a konbini voucher…) from the payment type. */
const success = (request: PaymentRequest): Destination => ({
  to: '/payments/managements/success',
  state: { paymentType: request.paymentType, atRenewal: request.atRenewal === true },
});
/** A queued card purchase: the fan waits there while the runner asks again (decision 055). */
const waiting = (request: PaymentRequest): Destination => ({
  to: '/payments/managements/waiting',
  state: { paymentType: request.paymentType },
});
/** How often a queued purchase is asked about. */
export const QUEUED_POLL_MS = 2000;
const failure = (request: PaymentRequest): Destination => ({
  to: '/payments/managements/failure',
  state: { paymentType: request.paymentType, atRenewal: request.atRenewal === true },
});

export interface PaymentRequest {
  prices: string[];
  paymentType: PaymentType;
  /** A plan change that applies at the next renewal, nothing charged now (a konbini upgrade, decision 044). */
  atRenewal?: boolean;
  /** An upgrade's confirmed proration moment (planChangePreview). */
  prorationDate?: number | null;
  /** Konbini: the e-mail the voucher is sent to, saved to the profile before paying. */
  email?: string;
  /** Konbini points: the voucher opens in a tab opened inside the tap (popup blockers allow only that). */
  voucherTab?: boolean;
  /** What the payment makes stale in the cache; evicted whatever its outcome. */
  evict?: (cache: ApolloCache) => void;
  /** Where an accepted payment goes (it may carry what the answer said); the success page unless said. */
  paid?: Destination | ((result: PaymentResult) => Destination);
}

/**
 * The one payment flow of spec section 4 for points and memberships: managePaymentV2, 3-D Secure when
 * Stripe asks, the konbini voucher, then the result page. A double tap runs it once (inFlight stays
 * set until the page goes).
 */
export function usePaymentRunner() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { run, inFlight } = useSingleFlight();

  const pay = (request: PaymentRequest) =>
    run(async () => {
      // Opened inside the tap, before any await, so popup blockers let it through.
      const tab = request.voucherTab ? window.open('', '_blank') : null;
      let next: Destination | null;
      try {
        next = await settle(client, request, tab, () => {
          const to = waiting(request);
          void navigate(to.to, { state: to.state });
        });
      } catch (e) {
        tab?.close();
        // Maintenance / terms / sign-out are routed by the Apollo error link; any other error, a
        // missing card included, is the failure page (spec section 8), whatever its message says.
        if (routedCodeOf(e)) return;
        next = failure(request);
      }
      request.evict?.(client.cache);
      if (next) await navigate(next.to, { replace: true, state: next.state });
    });

  return { pay, inFlight };
}

/** Where the payment leaves the fan; null when this tab already shows the voucher. */
async function settle(
  client: ApolloClient,
  request: PaymentRequest,
  tab: Window | null,
  onQueued: () => void,
): Promise<Destination | null> {
  if (request.email !== undefined) await updateListenerEmail(client, request.email);
  const ask = () => managePayment(client, request.prices, request.paymentType, request.prorationDate);
  let result = await ask();
  // Stripe is busy: the purchase is recorded and goes through by itself; the same call (same key)
  // says when it has. The fan sees 「混み合っています…」 meanwhile, never an error.
  if (result.status === 'queued') onQueued();
  while (result.status === 'queued') {
    await new Promise((r) => setTimeout(r, QUEUED_POLL_MS));
    result = await ask();
  }
  if (request.voucherTab) {
    if (!result.konbiniPaymentUrl) throw new Error('no voucher url');
    if (!tab) {
      // Blocked anyway: show the voucher here rather than lose it.
      window.location.assign(result.konbiniPaymentUrl);
      return null;
    }
    tab.opener = null;
    tab.location.href = result.konbiniPaymentUrl;
  }
  const secret = result.threeDSecureClientSecret;
  if (secret && !(await confirmThreeDSecure(secret))) return failure(request);
  return typeof request.paid === 'function' ? request.paid(result) : (request.paid ?? success(request));
}

/** Stripe.js runs the card's 3-D Secure challenge; true when the payment then succeeded. */
async function confirmThreeDSecure(clientSecret: string): Promise<boolean> {
  const stripe = await getStripe();
  if (!stripe) throw new Error('Stripe.js unavailable');
  const { paymentIntent } = await stripe.confirmCardPayment(clientSecret);
  return paymentIntent?.status === 'succeeded';
}
