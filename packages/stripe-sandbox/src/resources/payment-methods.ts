import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { checkCard, declineError } from '../cards.ts';
import { invalidRequest, missingParam } from '../http/errors.ts';
import { int, mergeMetadata, obj, str, type Params } from '../http/form.ts';
import { listResponse } from '../http/list.ts';
import type { KeyKind, Route } from '../http/router.ts';
import { newId } from '../ids.ts';
import type { Sandbox } from '../sandbox.ts';
import { newestFirst } from '../store.ts';
import { wasDetached } from '../payment-method-use.ts';

export function paymentMethodRoutes(sb: Sandbox): Route[] {
  return [
    // Stripe.js creates card PaymentMethods with the publishable key: raw card data goes
    // browser -> Stripe only.
    {
      method: 'POST',
      path: '/v1/payment_methods',
      publishable: true,
      handler: (r) => createPaymentMethod(sb, r.body, r.keyKind),
    },
    {
      method: 'GET',
      path: '/v1/payment_methods/:id',
      handler: (r) => sb.get('paymentMethods', r.params.id ?? ''),
    },
    {
      method: 'POST',
      path: '/v1/payment_methods/:id/attach',
      handler: (r) => {
        const customer = str(r.body, 'customer');
        if (!customer) throw missingParam('customer');
        return attachPaymentMethod(sb, r.params.id ?? '', customer);
      },
    },
    {
      method: 'POST',
      path: '/v1/payment_methods/:id/detach',
      handler: (r) => detachPaymentMethod(sb, r.params.id ?? ''),
    },
    {
      method: 'POST',
      path: '/v1/payment_methods/:id',
      handler: (r) => {
        const pm = sb.get('paymentMethods', r.params.id ?? '');
        pm.metadata = mergeMetadata(pm.metadata ?? {}, r.body);
        const bd = obj(r.body, 'billing_details');
        if (bd) Object.assign(pm.billing_details, billingDetails(bd, pm.billing_details));
        sb.changed();
        return pm;
      },
    },
    {
      method: 'GET',
      path: '/v1/payment_methods',
      handler: (r) => {
        const customer = str(r.body, 'customer');
        if (customer) sb.get('customers', customer, 'customer');
        return listPms(sb, customer, str(r.body, 'type'), '/v1/payment_methods', r.body);
      },
    },
    {
      method: 'GET',
      path: '/v1/customers/:id/payment_methods',
      handler: (r) => {
        const id = r.params.id ?? '';
        sb.get('customers', id);
        return listPms(sb, id, str(r.body, 'type'), `/v1/customers/${id}/payment_methods`, r.body);
      },
    },
  ];
}

function listPms(
  sb: Sandbox,
  customer: string | undefined,
  type: string | undefined,
  url: string,
  p: Params,
) {
  const all = Object.values(sb.state.paymentMethods).filter(
    (pm) => (customer ? pm.customer === customer : true) && (!type || pm.type === type),
  );
  return listResponse(newestFirst(all), url, p);
}

function billingDetails(
  p: Params | undefined,
  base?: Stripe.PaymentMethod.BillingDetails,
): Stripe.PaymentMethod.BillingDetails {
  const pick = (k: string, cur: string | null | undefined) =>
    p && k in p ? (str(p, k) ?? null) : (cur ?? null);
  return {
    address: base?.address ?? null,
    email: pick('email', base?.email),
    name: pick('name', base?.name),
    phone: pick('phone', base?.phone),
    tax_id: base?.tax_id ?? null,
  };
}

export function createPaymentMethod(
  sb: Sandbox,
  p: Params,
  keyKind: KeyKind,
  customerId?: string | null,
): Stripe.PaymentMethod {
  const type = str(p, 'type');
  if (!type) throw missingParam('type');
  const base = {
    id: newId('pm'),
    object: 'payment_method' as const,
    allow_redisplay: 'unspecified' as const,
    billing_details: billingDetails(obj(p, 'billing_details')),
    created: sb.now(customerId),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: mergeMetadata({}, p),
  };
  let pm: Stripe.PaymentMethod;
  if (type === 'konbini') {
    pm = { ...base, type: 'konbini', konbini: {} };
  } else if (type === 'card') {
    const card = obj(p, 'card');
    if (!card) throw missingParam('card');
    if (str(card, 'token'))
      throw invalidRequest('Card tokens are not supported by the sandbox.', 'card[token]');
    const number = str(card, 'number');
    if (!number) throw missingParam('card[number]');
    const expMonth = int(card, 'exp_month');
    const expYear = int(card, 'exp_year');
    if (expMonth === undefined) throw missingParam('card[exp_month]');
    if (expYear === undefined) throw missingParam('card[exp_year]');
    // Raw card numbers with a secret key need a special permission at Stripe; the sandbox allows
    // them for tests, but the browser path (publishable key) is the one the product uses.
    void keyKind;
    const checked = checkCard(number, expMonth, expYear, sb.now(customerId));
    if ('error' in checked) throw checked.error;
    const { brand, last4, behaviour, country } = checked.ok;
    const year = expYear < 100 ? 2000 + expYear : expYear;
    pm = {
      ...base,
      type: 'card',
      card: {
        brand,
        checks: {
          address_line1_check: null,
          address_postal_code_check: null,
          cvc_check: str(card, 'cvc') ? 'unchecked' : null,
        },
        country,
        display_brand: brand === 'amex' ? 'american_express' : brand,
        exp_month: expMonth,
        exp_year: year,
        fingerprint: createHash('sha256').update(number.replace(/\D/g, '')).digest('hex').slice(0, 16),
        funding: 'credit',
        generated_from: null,
        last4,
        networks: { available: [brand], preferred: null },
        regulated_status: 'unregulated',
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
    };
    sb.state.cards[pm.id] = behaviour;
  } else {
    throw invalidRequest(
      `Invalid payment method type: ${type}. The sandbox supports card and konbini.`,
      'type',
    );
  }
  sb.state.paymentMethods[pm.id] = pm;
  sb.changed();
  return pm;
}

export function attachPaymentMethod(sb: Sandbox, pmId: string, customerId: string): Stripe.PaymentMethod {
  const pm = sb.get('paymentMethods', pmId);
  sb.get('customers', customerId, 'customer');
  if (pm.customer === customerId) return pm;
  if (wasDetached(sb, pm.id)) {
    throw invalidRequest(
      'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
      undefined,
    );
  }
  if (pm.customer) {
    throw invalidRequest(
      'The payment method you provided has already been attached to a customer.',
      'payment_method',
      'payment_method_already_attached' as string,
    );
  }
  // Stripe checks cards on attach: the decline test cards "can't be attached to a Customer".
  const decline = sb.state.cards[pm.id]?.declineAlways;
  if (decline) throw declineError(decline);
  pm.customer = customerId;
  sb.changed();
  sb.emit('payment_method.attached', pm, undefined, customerId);
  return pm;
}

export function detachPaymentMethod(sb: Sandbox, pmId: string): Stripe.PaymentMethod {
  const pm = sb.get('paymentMethods', pmId);
  const customerId = typeof pm.customer === 'string' ? pm.customer : null;
  if (!customerId) {
    throw invalidRequest(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
      undefined,
      'payment_method_unexpected_state',
    );
  }
  pm.customer = null;
  sb.state.detachedPaymentMethods[pm.id] = sb.now(customerId);
  const customer = sb.state.customers[customerId];
  if (customer && customer.invoice_settings.default_payment_method === pm.id) {
    customer.invoice_settings.default_payment_method = null;
  }
  sb.changed();
  sb.emit('payment_method.detached', pm, { customer: customerId }, customerId);
  return pm;
}
