import type { PaymentType } from '@fan/shared';
import { evictMembershipData } from '../../../entities/membership/evict-membership-data';
import { usePaymentRunner } from '../../../entities/payment/api/use-payment-runner';
import type { KonbiniPlan } from '../model/membership-route-state';

/**
 * Spec section 4 for memberships; every outcome makes the membership screens stale. Card: a new
 * membership and its changes (upgrade, downgrade, cancel, resume), then the result page. Konbini:
 * save the e-mail, start the payment, show the konbini page (the invoice's payment page and due date).
 */
export function usePayMembership() {
  const { pay, inFlight } = usePaymentRunner();
  return {
    inFlight,
    payByCard: (
      prices: string[],
      paymentType: PaymentType,
      prorationDate: number | null = null,
      atRenewal = false,
    ) => pay({ prices, paymentType, prorationDate, atRenewal, evict: evictMembershipData }),
    payByKonbini: (stripePriceId: string, email: string, plan: KonbiniPlan) =>
      pay({
        prices: [stripePriceId],
        paymentType: 'konbini_recurring_payment',
        email,
        evict: evictMembershipData,
        // The invoice's own payment page and due date, as the API answered them.
        paid: (result) => ({
          to: '/payments/konbini/success',
          state: { ...plan, paymentUrl: result.konbiniPaymentUrl, dueAt: result.konbiniDueAt },
        }),
      }),
  };
}
