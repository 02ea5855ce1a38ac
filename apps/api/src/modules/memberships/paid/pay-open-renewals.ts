import Stripe from 'stripe';
import type { Services } from '../../../services';
import { convergeMembership } from './converge-membership';
import { listOpenRenewals } from '../renewals/unpaid-renewals.repository';

/** Stripe's answers to invoices.pay that leave the invoice to be settled elsewhere, not errors. */
const SETTLED_ELSEWHERE = new Set(['invoice_already_paid', 'invoice_payment_intent_requires_action']);

/**
 * A fan who registers a card while card renewals are unpaid pays them with it at once, on session
 * (https://docs.stripe.com/api/invoices/pay): the bank may ask for 3-D Secure, which the fan then
 * confirms in the app (the renewal's `requiresAction`). The Stripe idempotency key is the invoice and
 * the card: repeats of the same registration, however many and however parallel, make one attempt;
 * an invoice paid meanwhile (a retry of Stripe's own) is refused by Stripe and simply converged.
 * Returns the memberships' subscriptions converged. A decline leaves the renewal open, as it was.
 */
export async function payOpenRenewals(
  services: Pick<Services, 'db' | 'stripe' | 'config'>,
  listenerId: number,
  paymentMethodId: string,
): Promise<{ paid: number; declined: number }> {
  const result = { paid: 0, declined: 0 };
  for (const renewal of await listOpenRenewals(services.db, listenerId)) {
    if (renewal.method !== 'card') continue;
    let declined = false;
    try {
      await services.stripe.invoices.pay(
        renewal.invoice_id,
        { payment_method: paymentMethodId, off_session: false },
        { idempotencyKey: `renewal-pay-${renewal.invoice_id}-${paymentMethodId}` },
      );
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      if (SETTLED_ELSEWHERE.has(error.code ?? '')) declined = false;
      else if (error instanceof Stripe.errors.StripeCardError) declined = true;
      else throw error;
    }
    const invoice = await services.stripe.invoices.retrieve(renewal.invoice_id);
    const subscription = invoice.parent?.subscription_details?.subscription;
    if (subscription)
      await convergeMembership(services, typeof subscription === 'string' ? subscription : subscription.id);
    if (invoice.status === 'paid') result.paid++;
    else if (declined) result.declined++;
  }
  return result;
}
