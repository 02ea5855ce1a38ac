import type Stripe from 'stripe';
import type { Services } from '../../services';
import { syncDetachedCard } from '../saved-card/sync-detached-card';
import { convergePointPurchase } from '../payments/converge-point-purchase';
import { convergePointRefund } from '../payments/converge-point-refund';
import { convergeMembership } from '../memberships/paid/converge-membership';

export type WebhookHandler = (services: Services, event: Stripe.Event) => Promise<void>;

/**
 * Event type -> what converges our records. Each handler trusts the event only for an object id and
 * re-reads the object from Stripe, so late, repeated or out-of-order events end in the same state.
 * Types not listed are acknowledged and ignored.
 */
async function convergeIntent(services: Services, event: Stripe.Event) {
  await convergePointPurchase(services, (event.data.object as Stripe.PaymentIntent).id);
}

async function convergeSubscription(services: Services, event: Stripe.Event) {
  await convergeMembership(services, (event.data.object as Stripe.Subscription).id);
}

async function convergeInvoice(services: Services, event: Stripe.Event) {
  const invoice = await services.stripe.invoices.retrieve((event.data.object as Stripe.Invoice).id!);
  const subscription = invoice.parent?.subscription_details?.subscription;
  if (subscription)
    await convergeMembership(services, typeof subscription === 'string' ? subscription : subscription.id);
}

/**
 * Stripe's notice that a subscription renews in a few days ("Occurs X number of days before a
 * subscription is scheduled to create an invoice that is automatically charged ... The received Invoice
 * object will not have an invoice ID", https://docs.stripe.com/api/events/types#event_types-invoice.upcoming).
 * Nothing to record: the reminder is computed on read (decision 047). The membership is converged, so
 * what it shows is Stripe's latest (and its test clock is known, in development).
 */
async function convergeUpcoming(services: Services, event: Stripe.Event) {
  const subscription = (event.data.object as Stripe.Invoice).parent?.subscription_details?.subscription;
  if (subscription)
    await convergeMembership(services, typeof subscription === 'string' ? subscription : subscription.id);
}

export const webhookHandlers: Partial<Record<Stripe.Event.Type, WebhookHandler>> = {
  'payment_intent.succeeded': convergeIntent,
  'payment_intent.payment_failed': convergeIntent,
  'payment_intent.canceled': convergeIntent,
  'payment_intent.requires_action': convergeIntent,
  'customer.subscription.created': convergeSubscription,
  'customer.subscription.updated': convergeSubscription,
  'customer.subscription.deleted': convergeSubscription,
  'invoice.paid': convergeInvoice,
  'invoice.payment_failed': convergeInvoice,
  'invoice.payment_action_required': convergeInvoice,
  'invoice.finalized': convergeInvoice,
  'invoice.voided': convergeInvoice,
  'invoice.marked_uncollectible': convergeInvoice,
  'invoice.upcoming': convergeUpcoming,
  'charge.refunded': (services, event) =>
    convergePointRefund(services, (event.data.object as Stripe.Charge).id),
  'payment_method.detached': (services, event) =>
    syncDetachedCard(services, (event.data.object as Stripe.PaymentMethod).id),
};
