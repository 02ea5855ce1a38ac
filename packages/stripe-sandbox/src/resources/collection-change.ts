import type Stripe from 'stripe';
import { invalidRequest, missingParam } from '../http/errors.ts';
import { int, obj, str, strArr, type Params } from '../http/form.ts';
import { checkKonbiniOnlyInvoice } from '../konbini-limits.ts';
import type { Sandbox } from '../sandbox.ts';
import { customerId } from '../billing.ts';

/** How a subscription collects, after an update: what `applyCollectionChange` writes. */
export interface CollectionChange {
  method: Stripe.Subscription.CollectionMethod;
  daysUntilDue: number | null;
  types: Stripe.Subscription.PaymentSettings.PaymentMethodType[] | null;
}

/**
 * The collection settings of a subscription update, checked before anything changes
 * (https://docs.stripe.com/api/subscriptions/update): `collection_method` is charge_automatically or
 * send_invoice; `days_until_due` is "Valid only for subscriptions where collection_method is set to
 * send_invoice" (refused otherwise, and required when switching to send_invoice, as on create);
 * `payment_settings.payment_method_types` replaces the list ('' empties it). Charging automatically
 * needs a payment method of the subscription or the customer, as on create. A konbini-only
 * subscription's period amount must stay within konbini's limits (konbini-limits.ts). Where the docs
 * are silent (the order of these checks) the sandbox refuses before changing anything.
 */
export function collectionChange(
  sb: Sandbox,
  sub: Stripe.Subscription,
  p: Params,
  next: { defaultPm: string | null; periodAmount: number },
): CollectionChange {
  const method = (str(p, 'collection_method') ??
    sub.collection_method) as Stripe.Subscription.CollectionMethod;
  if (method !== 'charge_automatically' && method !== 'send_invoice')
    throw invalidRequest(`Invalid collection_method: ${String(method)}`, 'collection_method');
  const days = int(p, 'days_until_due');
  if (days !== undefined && method !== 'send_invoice')
    throw invalidRequest(
      'days_until_due is only valid for subscriptions where collection_method is set to send_invoice.',
      'days_until_due',
    );
  const daysUntilDue = method === 'send_invoice' ? (days ?? sub.days_until_due) : null;
  if (method === 'send_invoice' && daysUntilDue === null) throw missingParam('days_until_due');
  const ps = obj(p, 'payment_settings');
  const typesGiven = ps !== undefined && 'payment_method_types' in ps;
  const given = strArr(ps, 'payment_method_types') as Stripe.Subscription.PaymentSettings.PaymentMethodType[];
  const types = typesGiven
    ? given.length > 0
      ? given
      : null
    : (sub.payment_settings?.payment_method_types ?? null);
  if (method === 'charge_automatically' && sub.collection_method === 'send_invoice') {
    const customer = sb.get('customers', customerId(sub)!);
    if (!next.defaultPm && !customer.invoice_settings.default_payment_method)
      throw invalidRequest(
        'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
        undefined,
        'resource_missing',
      );
  }
  checkKonbiniOnlyInvoice(types, next.periodAmount, 'items');
  return { method, daysUntilDue, types };
}

export function applyCollectionChange(sub: Stripe.Subscription, change: CollectionChange): void {
  sub.collection_method = change.method;
  sub.days_until_due = change.daysUntilDue;
  sub.payment_settings = { ...sub.payment_settings!, payment_method_types: change.types };
}
