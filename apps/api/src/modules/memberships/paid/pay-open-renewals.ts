import Stripe from 'stripe';
import type { Services } from '../../../services';
import { badInput } from '../../../lib/domain-error';
import type { ListenerRow } from '../../listeners/listeners.repository';
import { findSavedCard } from '../../saved-card/saved-card.repository';
import { convergeMembership } from './converge-membership';
import { listCardRenewalsSeenSince } from '../renewals/unpaid-renewals.repository';
import { refuseUnseenRenewals } from '../renewals/refuse-unseen-renewals';
import { renewalPaymentStatus, type RenewalPaymentStatus } from '../renewals/renewal-payment-status';

/** Stripe's answers to invoices.pay that leave the invoice to be settled elsewhere, not errors. */
const SETTLED_ELSEWHERE = new Set(['invoice_already_paid', 'invoice_payment_intent_requires_action']);

export interface RenewalPaymentRow {
  invoice_id: string;
  amount: number;
  status: RenewalPaymentStatus;
}

/**
 * The fan confirmed paying the unpaid card renewals, `amountSeen` yen in all, with the saved card
 * (docs/decisions/043): paid at once, on session (https://docs.stripe.com/api/invoices/pay), so the
 * bank may ask for 3-D Secure, which the fan then confirms in the app. Refused, with nothing charged,
 * when the total is no longer what the fan saw. `since`: when the request began (a repeat or a
 * takeover counts what the first run paid). The Stripe idempotency key is the invoice and the card:
 * however many repeats, one attempt; an invoice paid meanwhile is refused by Stripe and converged.
 */
export async function payOpenRenewals(
  services: Pick<Services, 'db' | 'stripe' | 'config'>,
  listener: ListenerRow,
  amountSeen: number,
  since: Date,
): Promise<RenewalPaymentRow[]> {
  const renewals = await listCardRenewalsSeenSince(services.db, listener.id, since);
  refuseUnseenRenewals(amountSeen, renewals);
  const card = await findSavedCard(services.db, listener.id);
  if (!card) throw badInput('amount', 'お支払いに使うクレジットカードが登録されていません。');
  const results: RenewalPaymentRow[] = [];
  for (const renewal of renewals) {
    if (renewal.status === 'open') {
      try {
        await services.stripe.invoices.pay(
          renewal.invoice_id,
          { payment_method: card.stripe_payment_method_id, off_session: false },
          { idempotencyKey: `renewal-pay-${renewal.invoice_id}-${card.stripe_payment_method_id}` },
        );
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
        const settled = SETTLED_ELSEWHERE.has(error.code ?? '');
        if (!settled && !(error instanceof Stripe.errors.StripeCardError)) throw error;
      }
    }
    const invoice = await services.stripe.invoices.retrieve(renewal.invoice_id, {
      expand: ['payments.data.payment.payment_intent'],
    });
    const subscription = invoice.parent?.subscription_details?.subscription;
    if (subscription)
      await convergeMembership(services, typeof subscription === 'string' ? subscription : subscription.id);
    results.push({
      invoice_id: renewal.invoice_id,
      amount: renewal.amount,
      status: renewalPaymentStatus(invoice),
    });
  }
  return results;
}
