import type Stripe from 'stripe';
import type { Services } from '../../services';
import { syncDetachedCard } from '../../modules/saved-card/sync-detached-card';
import { convergePointPurchase } from '../../modules/payments/converge-point-purchase';
import { convergePointRefund } from '../../modules/payments/converge-point-refund';
import { convergeMembership } from '../../modules/memberships/paid/converge-membership';

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
  'charge.refunded': (services, event) =>
    convergePointRefund(services, (event.data.object as Stripe.Charge).id),
  'payment_method.detached': (services, event) =>
    syncDetachedCard(services, (event.data.object as Stripe.PaymentMethod).id),
};
