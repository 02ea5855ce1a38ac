import type Stripe from 'stripe';
import { voidUnlessPaid } from './void-unless-paid';

const LIVE: Stripe.Subscription.Status[] = ['active', 'past_due', 'trialing', 'unpaid'];

/**
 * Cancels a subscription at once without stopping the customer's other billing. Stripe's cancel
 * "will stop automatic collection of all finalized invoices for the customer" (the SDK's doc of
 * subscriptions.cancel, https://docs.stripe.com/api/subscriptions/cancel): another creator's
 * renewal in retry would never be retried again, and that membership would quietly end. So
 * collection is turned back on for the open invoices of the customer's other live subscriptions.
 * Its drafts are voided. Safe to run again for an already canceled subscription.
 */
export async function cancelSubscription(stripe: Stripe, subscriptionId: string): Promise<void> {
  const sub = await stripe.subscriptions.retrieve(subscriptionId);
  if (sub.status !== 'canceled' && sub.status !== 'incomplete_expired')
    await stripe.subscriptions.cancel(subscriptionId);
  const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  await voidDrafts(stripe, subscriptionId);
  await resumeOtherCollection(stripe, customer, subscriptionId);
}

/**
 * Cancelling stops automatic collection of finalized invoices only; Stripe's docs do not say that a
 * draft (a renewal's, or a konbini invoice's, in its hour before finalizing) is dropped, so the
 * stricter reading is that it still finalizes and is collected. It is voided (decision 038).
 */
async function voidDrafts(stripe: Stripe, subscriptionId: string): Promise<void> {
  const drafts = await stripe.invoices.list({ subscription: subscriptionId, status: 'draft', limit: 100 });
  for (const draft of drafts.data) await voidUnlessPaid(stripe, draft.id!);
}

async function resumeOtherCollection(stripe: Stripe, customer: string, canceled: string): Promise<void> {
  for await (const invoice of stripe.invoices.list({ customer, status: 'open', limit: 100 })) {
    const owner = invoice.parent?.subscription_details?.subscription;
    const ownerId = typeof owner === 'string' ? owner : owner?.id;
    if (!ownerId || ownerId === canceled || invoice.auto_advance) continue;
    const other = await stripe.subscriptions.retrieve(ownerId);
    if (LIVE.includes(other.status)) await stripe.invoices.update(invoice.id!, { auto_advance: true });
  }
}
