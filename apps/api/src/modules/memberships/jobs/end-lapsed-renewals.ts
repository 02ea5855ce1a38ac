import type { Services } from '../../../services';
import { convergeMembership } from '../paid/converge-membership';
import { closeUnpaidRenewal } from '../renewals/close-unpaid-renewal';
import { stripeStillRetries } from '../renewals/renewal-deadline';
import { subscriptionNow } from '../renewals/subscription-clock';
import { listLapsingCardRenewals } from '../renewals/unpaid-renewals.repository';

/**
 * The reconciler's `renewals` job. The product's rule for a card renewal left unpaid
 * (docs/decisions/032-failed-renewals.md, 038): at its deadline, and only once Stripe has no attempt
 * left (`next_payment_attempt` null), the membership ends. Stripe's own final action usually got there first; this ends the ones it leaves
 * behind (3-D Secure never confirmed, an account set to leave subscriptions past_due). Deadlines
 * are read on the subscription's clock: Stripe's time, or its test clock's.
 */
export const lapsedRenewalsJob = { name: 'renewals', run: endLapsedRenewals } as const;

async function endLapsedRenewals(services: Pick<Services, 'db' | 'stripe' | 'config' | 'now'>) {
  const counts = { checked: 0, ended: 0 };
  for (const renewal of await listLapsingCardRenewals(services.db, services.now())) {
    counts.checked++;
    const now = await subscriptionNow(services.stripe, renewal.test_clock, services.now);
    if (now < renewal.ends_at) continue;
    const invoice = await services.stripe.invoices.retrieve(renewal.invoice_id);
    const subscription = invoice.parent?.subscription_details?.subscription;
    const subscriptionId = typeof subscription === 'string' ? subscription : subscription?.id;
    if (!subscriptionId) continue;
    // Never before Stripe's last attempt: while one is scheduled, the renewal is only re-read (its
    // deadline moves to Stripe's date).
    if (
      !stripeStillRetries(invoice) &&
      (await closeUnpaidRenewal(services, subscriptionId, renewal.invoice_id)) === 'closed'
    )
      counts.ended++;
    await convergeMembership(services, subscriptionId);
  }
  return counts;
}
