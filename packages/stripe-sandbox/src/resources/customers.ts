import type Stripe from 'stripe';
import { invalidRequest } from '../http/errors.ts';
import { mergeMetadata, obj, str, type Params } from '../http/form.ts';
import type { Route } from '../http/router.ts';
import { newId } from '../ids.ts';
import type { Sandbox } from '../sandbox.ts';
import { attachPaymentMethod } from './payment-methods.ts';
import { resourceRoutes } from './resource-routes.ts';

export function customerRoutes(sb: Sandbox): Route[] {
  return resourceRoutes(sb, '/v1/customers', 'customers', {
    create: (p) => createCustomer(sb, p),
    update: (id, p) => updateCustomer(sb, id, p),
    filters: ['email'],
  });
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
  const c = sb.get('customers', id);
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
