import type Stripe from 'stripe';
import { createInvoice, finalizeInvoice, itemLine } from '../billing.ts';
import { attemptInvoicePayment, endSubscription, stopCustomerCollection } from '../collection.ts';
import { addInterval } from '../clock.ts';
import { invalidRequest, missingParam } from '../http/errors.ts';
import { arr, bool, int, mergeMetadata, obj, str, strArr, type Params } from '../http/form.ts';
import type { Route } from '../http/router.ts';
import { idOf, newId } from '../ids.ts';
import type { Sandbox } from '../sandbox.ts';
import { checkKonbiniOnlyInvoice } from '../konbini-limits.ts';
import { checkSubscriptionPaymentMethod } from '../payment-method-use.ts';
import { buildSetupIntent } from './setup-intents.ts';
import { checkIncompleteUpdate } from './incomplete-subscription.ts';
import { billingModeParam } from './billing-mode.ts';
import { applyCollectionChange, collectionChange } from './collection-change.ts';
import {
  changeItems,
  checkKonbiniChange,
  checkPendingParams,
  planChange,
  prorationDateParam,
} from './subscription-changes.ts';
import { itemChanges, newItem, recurringPrice } from './subscription-items.ts';
import { resourceRoutes } from './resource-routes.ts';

export function subscriptionRoutes(sb: Sandbox): Route[] {
  return [
    ...resourceRoutes(sb, '/v1/subscriptions', 'subscriptions', {
      create: (p) => createSubscription(sb, p),
      update: (id, p) => updateSubscription(sb, id, p),
      filters: ['customer'],
      where: (p) => {
        const price = str(p, 'price');
        const status = str(p, 'status');
        return (s) =>
          (!price || s.items.data.some((i) => i.price.id === price)) &&
          // Stripe hides canceled subscriptions unless asked (status=all or canceled).
          (status === 'all'
            ? true
            : status
              ? s.status === status
              : s.status !== 'canceled' && s.status !== 'incomplete_expired');
      },
    }),
    {
      method: 'DELETE',
      path: '/v1/subscriptions/:id',
      handler: (r) => {
        const sub = sb.get('subscriptions', r.params.id ?? '');
        if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
          throw invalidRequest(
            `A canceled subscription can only update its cancellation_details and metadata.`,
            undefined,
            'resource_missing',
            400,
          );
        }
        // A final invoice or proration credit is not modelled: refused rather than ignored.
        for (const key of ['invoice_now', 'prorate'])
          if (bool(r.body, key))
            throw invalidRequest(`The sandbox does not model \`${key}\` on cancellation.`, key);
        endSubscription(sb, sub, 'canceled', 'cancellation_requested');
        // "Upon subscription cancellation, Stripe stops automatic collection of all finalized
        // invoices for the customer" (https://docs.stripe.com/api/subscriptions/cancel).
        stopCustomerCollection(sb, typeof sub.customer === 'string' ? sub.customer : sub.customer.id);
        return sub;
      },
    },
  ];
}

function createSubscription(sb: Sandbox, p: Params): Stripe.Subscription {
  const customerId = str(p, 'customer');
  if (!customerId) throw missingParam('customer');
  const customer = sb.get('customers', customerId, 'customer');
  const itemsParam = arr(p, 'items');
  if (itemsParam.length === 0) throw missingParam('items');
  const collection = (str(p, 'collection_method') ??
    'charge_automatically') as Stripe.Subscription.CollectionMethod;
  const daysUntilDue = int(p, 'days_until_due') ?? null;
  if (collection === 'send_invoice' && daysUntilDue === null) throw missingParam('days_until_due');
  const behaviour = str(p, 'payment_behavior') ?? 'allow_incomplete';
  const defaultPm = str(p, 'default_payment_method') ?? null;
  if (defaultPm) checkSubscriptionPaymentMethod(sb, defaultPm, customerId);
  const now = sb.now(customerId);
  const id = newId('sub');
  const ps = obj(p, 'payment_settings');
  const types = strArr(ps, 'payment_method_types');
  const items = itemsParam.map((raw, i) => {
    const ip = typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
    const priceId = str(ip, 'price');
    if (!priceId) throw missingParam(`items[${i}][price]`);
    const price = recurringPrice(sb, priceId, `items[${i}][price]`);
    const end = addInterval(now, price.recurring?.interval ?? 'month', price.recurring?.interval_count ?? 1);
    return newItem(id, price, int(ip, 'quantity') ?? 1, now, end);
  });
  // Konbini's amount limits (src/konbini-limits.ts) hold for every invoice of a konbini-only subscription.
  const periodAmount = items.reduce((sum, it) => sum + (it.price.unit_amount ?? 0) * (it.quantity ?? 1), 0);
  checkKonbiniOnlyInvoice(types, periodAmount, 'items');
  if (collection === 'charge_automatically' && behaviour !== 'default_incomplete' && !defaultPm) {
    if (!customer.invoice_settings.default_payment_method) {
      throw invalidRequest(
        'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
        undefined,
        'resource_missing',
      );
    }
  }
  const sub: Stripe.Subscription = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: now,
    billing_cycle_anchor_config: null,
    billing_mode: billingModeParam(p, now),
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: bool(p, 'cancel_at_period_end') ?? false,
    canceled_at: null,
    cancellation_details: {
      comment: null,
      feedback: null,
      reason: null,
    } as unknown as Stripe.Subscription.CancellationDetails,
    collection_method: collection,
    created: now,
    currency: 'jpy',
    customer: customerId,
    customer_account: null,
    days_until_due: daysUntilDue,
    default_payment_method: defaultPm,
    default_source: null,
    default_tax_rates: [],
    description: str(p, 'description') ?? null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: { object: 'list', data: items, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: mergeMetadata({}, p),
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: types.length
        ? (types as Stripe.Subscription.PaymentSettings.PaymentMethodType[])
        : null,
      save_default_payment_method:
        (str(ps, 'save_default_payment_method') as 'off' | 'on_subscription' | undefined) ?? 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: 'incomplete',
    test_clock: sb.testClockOf(customerId) ?? null,
    transfer_data: null,
    trial_end: null,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: 'unchanged', missing_payment_method: 'create_invoice' },
    } as unknown as Stripe.Subscription.TrialSettings,
    trial_start: null,
  };
  sb.state.subscriptions[id] = sub;
  sb.state.subExtra[id] = { anchorDay: new Date(now * 1000).getUTCDate() };
  sb.emit('customer.subscription.created', sub, undefined, customerId);

  const inv = createInvoice(
    sb,
    sub,
    'subscription_create',
    items.map((it) => itemLine(sb, it)),
  );
  sub.latest_invoice = inv.id;
  // send_invoice: the first invoice is a draft for an hour (draft-invoices.ts).
  if (inv.automatically_finalizes_at === null) finalizeInvoice(sb, inv, sub);
  if (inv.status === 'paid') {
    // Free first period: Stripe hands back a SetupIntent to collect a card for later.
    if (
      collection === 'charge_automatically' &&
      !defaultPm &&
      !customer.invoice_settings.default_payment_method
    ) {
      sub.pending_setup_intent = buildSetupIntent(sb, customerId, { usage: 'off_session' }).id;
    }
  } else if (collection === 'send_invoice') {
    if (behaviour !== 'default_incomplete') setActive(sb, sub);
  } else if (behaviour !== 'default_incomplete') {
    // The first payment is on-session: the customer is there to pass 3-D Secure.
    attemptInvoicePayment(sb, inv, behaviour === 'error_if_incomplete', true);
  }
  sb.changed();
  return sub;
}

function setActive(sb: Sandbox, sub: Stripe.Subscription): void {
  const previous = { status: sub.status };
  sub.status = 'active';
  sb.emit(
    'customer.subscription.updated',
    sub,
    previous,
    typeof sub.customer === 'string' ? sub.customer : null,
  );
}

function updateSubscription(sb: Sandbox, id: string, p: Params): Stripe.Subscription {
  const sub = sb.get('subscriptions', id);
  const customerId = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
    throw invalidRequest(
      'A canceled subscription can only update its cancellation_details and metadata.',
      undefined,
      undefined,
    );
  }
  const before = JSON.parse(JSON.stringify(sub)) as Stripe.Subscription;
  const now = sb.now(customerId);
  // Everything that can refuse the request is checked before anything changes.
  checkIncompleteUpdate(sub, p);
  const paymentBehavior = str(p, 'payment_behavior') ?? 'allow_incomplete';
  if (paymentBehavior === 'pending_if_incomplete') checkPendingParams(sub, p);
  if ('cancel_at_period_end' in p && sub.schedule) {
    throw invalidRequest(
      `The subscription is managed by the subscription schedule \`${String(sub.schedule)}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
      'cancel_at_period_end',
    );
  }
  const pm = str(p, 'default_payment_method') ?? null;
  if (pm) checkSubscriptionPaymentMethod(sb, pm, customerId);
  const rawItems = arr(p, 'items');
  if (rawItems.length > 0 && sub.pending_update)
    throw invalidRequest(
      'This subscription has a pending update; pay its latest invoice or wait for the update to expire first.',
      'items',
    );
  const prorationBehavior = str(p, 'proration_behavior') ?? 'create_prorations';
  const prorationDate = prorationDateParam(sub, p, 'proration_date', now);
  const changes = rawItems.length > 0 ? itemChanges(sb, sub, rawItems, 'items', now) : undefined;
  const plan = changes && planChange(sb, sub, changes, prorationBehavior, now, prorationDate);
  if (plan) checkKonbiniChange(sub, plan);
  const items = plan?.items ?? sub.items.data;
  const collection =
    'collection_method' in p || 'days_until_due' in p || 'payment_settings' in p
      ? collectionChange(sb, sub, p, {
          defaultPm: 'default_payment_method' in p ? pm : idOf(sub.default_payment_method),
          periodAmount: items.reduce((sum, it) => sum + (it.price.unit_amount ?? 0) * (it.quantity ?? 1), 0),
        })
      : null;

  if ('cancel_at_period_end' in p) {
    sub.cancel_at_period_end = bool(p, 'cancel_at_period_end') ?? false;
    sub.canceled_at = sub.cancel_at_period_end ? now : null;
    sub.cancel_at = sub.cancel_at_period_end ? (sub.items.data[0]?.current_period_end ?? null) : null;
    sub.cancellation_details = {
      comment: null,
      feedback: null,
      reason: sub.cancel_at_period_end ? 'cancellation_requested' : null,
    } as unknown as Stripe.Subscription.CancellationDetails;
  }
  if ('default_payment_method' in p) sub.default_payment_method = pm;
  if (collection) applyCollectionChange(sub, collection);
  sub.metadata = mergeMetadata(sub.metadata, p);
  if (plan) {
    changeItems(sb, sub, plan, { paymentBehavior, offSession: bool(p, 'off_session') === true }, now);
  }
  sb.emitUpdated('customer.subscription.updated', sub, before, customerId);
  return sub;
}
