import type Stripe from 'stripe';
import { invalidRequest } from '../http/errors.ts';
import { mergeMetadata, obj, str, type Params } from '../http/form.ts';
import type { Route } from '../http/router.ts';
import { newId } from '../ids.ts';
import type { Sandbox } from '../sandbox.ts';
import { attachPaymentMethod } from './payment-methods.ts';
import { resourceRoutes } from './resource-routes.ts';

export function customerRoutes(sb: Sandbox): Route[] {
  return [
    { method: 'DELETE', path: '/v1/customers/:id', handler: (r) => deleteCustomer(sb, r.params.id ?? '') },
    // A deleted customer is retrieved as Stripe answers it: `{ id, object, deleted: true }`.
    { method: 'GET', path: '/v1/customers/:id', handler: (r) => retrieveCustomer(sb, r.params.id ?? '') },
    ...resourceRoutes(sb, '/v1/customers', 'customers', {
      create: (p) => createCustomer(sb, p),
      update: (id, p) => updateCustomer(sb, id, p),
      filters: ['email'],
      where: () => (c) => !isDeleted(c),
    }),
  ];
}

const isDeleted = (c: Stripe.Customer) => (c as { deleted?: boolean }).deleted === true;

function liveCustomer(sb: Sandbox, id: string): Stripe.Customer {
  const c = sb.get('customers', id);
  if (isDeleted(c)) throw invalidRequest(`No such customer: '${id}'`, 'id', 'resource_missing', 404);
  return c;
}

function retrieveCustomer(sb: Sandbox, id: string) {
  const c = sb.get('customers', id);
  return isDeleted(c) ? { id, object: 'customer', deleted: true } : c;
}

/**
 * Stripe "permanently deletes a customer ... also immediately cancels any active subscriptions"
 * (https://docs.stripe.com/api/customers/delete). Cancelling from here is not modelled: a customer
 * with a live subscription or an attached payment method is refused rather than half-deleted. The
 * row stays (its invoices and charges still name it), without its contact details.
 */
function deleteCustomer(sb: Sandbox, id: string) {
  const c = liveCustomer(sb, id);
  const live = Object.values(sb.state.subscriptions).some(
    (s) => s.customer === id && s.status !== 'canceled' && s.status !== 'incomplete_expired',
  );
  const attached = Object.values(sb.state.paymentMethods).some((pm) => pm.customer === id);
  if (live || attached)
    throw invalidRequest(
      'The sandbox deletes only a customer without live subscriptions or attached payment methods.',
    );
  Object.assign(c, { email: null, name: null, description: null, phone: null, address: null, deleted: true });
  sb.emit('customer.deleted', c, undefined, id);
  return { id, object: 'customer', deleted: true };
}

function createCustomer(sb: Sandbox, p: Params): Stripe.Customer {
  const clockId = str(p, 'test_clock');
  if (clockId) sb.get('testClocks', clockId, 'test_clock');
  const id = newId('cus');
  const customer: Stripe.Customer = {
    id,
    object: 'customer',
    address: null,
    balance: 0,
    created: clockId ? sb.get('testClocks', clockId).frozen_time : sb.clock.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: str(p, 'description') ?? null,
    email: str(p, 'email') ?? null,
    invoice_prefix: id.slice(4, 12).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: mergeMetadata({}, p),
    name: str(p, 'name') ?? null,
    next_invoice_sequence: 1,
    phone: str(p, 'phone') ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: clockId ?? null,
  };
  sb.state.customers[id] = customer;
  const pm = str(p, 'payment_method');
  if (pm) {
    // Stripe attaches `payment_method` given at creation.
    attachPaymentMethod(sb, pm, id);
  }
  setDefaultPm(sb, customer, obj(p, 'invoice_settings'));
  sb.emit('customer.created', customer, undefined, id);
  return customer;
}

function setDefaultPm(sb: Sandbox, c: Stripe.Customer, settings: Params | undefined): void {
  if (!settings || !('default_payment_method' in settings)) return;
  const pm = str(settings, 'default_payment_method');
  if (pm) {
    const found = sb.get('paymentMethods', pm, 'invoice_settings[default_payment_method]');
    if (found.customer !== c.id) {
      throw invalidRequest(
        `The customer does not have a payment method with the ID ${pm}. The payment method must be attached to the customer.`,
        'invoice_settings[default_payment_method]',
        'resource_missing',
      );
    }
  }
  c.invoice_settings.default_payment_method = pm ?? null;
}

function updateCustomer(sb: Sandbox, id: string, p: Params): Stripe.Customer {
  const c = liveCustomer(sb, id);
  const before = JSON.parse(JSON.stringify(c)) as Stripe.Customer;
  if ('email' in p) c.email = str(p, 'email') ?? null;
  if ('name' in p) c.name = str(p, 'name') ?? null;
  if ('description' in p) c.description = str(p, 'description') ?? null;
  if ('phone' in p) c.phone = str(p, 'phone') ?? null;
  c.metadata = mergeMetadata(c.metadata, p);
  setDefaultPm(sb, c, obj(p, 'invoice_settings'));
  sb.emitUpdated('customer.updated', c, before, id);
  return c;
}
