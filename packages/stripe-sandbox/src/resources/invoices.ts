import type Stripe from 'stripe';
import { invalidRequest } from '../http/errors.ts';
import { bool, mergeMetadata, str, type Params } from '../http/form.ts';
import type { Route } from '../http/router.ts';
import type { Sandbox } from '../sandbox.ts';
import { invoicePaymentIntent, markInvoicePaid, voidInvoice } from '../billing.ts';
import { attemptInvoicePayment, payManually, setAutoAdvance } from '../collection.ts';
import { cardOutcome } from '../charge.ts';
import { finalizeDraftNow } from '../draft-invoices.ts';
import { checkInvoicePaymentMethod } from '../payment-method-use.ts';
import { applyCardOutcome } from './payment-outcomes.ts';
import { resourceRoutes } from './resource-routes.ts';

export function invoiceRoutes(sb: Sandbox): Route[] {
  return [
    ...resourceRoutes(sb, '/v1/invoices', 'invoices', {
      update: (id, p) => updateInvoice(sb, id, p),
      filters: ['customer', 'status'],
      where: (p) => {
        const subscription = str(p, 'subscription');
        return (i) => !subscription || i.parent?.subscription_details?.subscription === subscription;
      },
    }),
    {
      method: 'POST',
      path: '/v1/invoices/:id/pay',
      handler: (r) => payInvoice(sb, r.params.id ?? '', r.body),
    },
    {
      method: 'POST',
      path: '/v1/invoices/:id/finalize',
      handler: (r) => finalizeDraftNow(sb, r.params.id ?? '', bool(r.body, 'auto_advance')),
    },
    {
      method: 'POST',
      path: '/v1/invoices/:id/void',
      handler: (r) => {
        const inv = sb.get('invoices', r.params.id ?? '');
        if (inv.status !== 'open')
          throw invalidRequest(
            `You can only void open invoices (this one is ${inv.status}).`,
            undefined,
            'invoice_not_editable',
          );
        voidInvoice(sb, inv);
        return inv;
      },
    },
    ...resourceRoutes(sb, '/v1/invoice_payments', 'invoicePayments', { filters: ['invoice'] }),
  ];
}

/** What POST /v1/invoices/:id models; Stripe's other fields are refused rather than ignored. */
const UPDATABLE = new Set(['auto_advance', 'metadata', 'expand']);

/**
 * `auto_advance` turns automatic collection off or back on, e.g. for an invoice whose collection
 * stopped when another subscription of the customer was canceled
 * (https://docs.stripe.com/api/subscriptions/cancel: "you can resume automatic collection of the
 * invoices manually after subscription cancellation").
 */
function updateInvoice(sb: Sandbox, id: string, p: Params): Stripe.Invoice {
  const inv = sb.get('invoices', id);
  for (const key of Object.keys(p))
    if (!UPDATABLE.has(key))
      throw invalidRequest(`The sandbox does not model updating an invoice's \`${key}\`.`, key);
  const autoAdvance = bool(p, 'auto_advance');
  if (autoAdvance !== undefined && inv.status !== 'open' && inv.status !== 'draft')
    throw invalidRequest(
      `You can only change auto_advance on draft or open invoices (this one is ${inv.status}).`,
      'auto_advance',
      'invoice_not_editable',
    );
  const metadata = mergeMetadata(inv.metadata ?? {}, p);
  if (JSON.stringify(metadata) !== JSON.stringify(inv.metadata ?? {})) {
    const previous = { metadata: inv.metadata };
    inv.metadata = metadata;
    sb.changed();
    sb.emit('invoice.updated', inv, previous, typeof inv.customer === 'string' ? inv.customer : null);
  }
  if (autoAdvance !== undefined) setAutoAdvance(sb, inv, autoAdvance);
  return inv;
}

function payInvoice(sb: Sandbox, id: string, p: Params): Stripe.Invoice {
  const inv = sb.get('invoices', id);
  if (inv.status === 'paid')
    throw invalidRequest('Invoice is already paid', undefined, 'invoice_already_paid' as string);
  if (inv.status !== 'open')
    throw invalidRequest(
      `You cannot pay an invoice with status ${inv.status}.`,
      undefined,
      'invoice_not_open' as string,
    );
  if (bool(p, 'paid_out_of_band')) {
    markInvoicePaid(sb, inv);
    return inv;
  }
  const pi = invoicePaymentIntent(sb, inv);
  const pmId = str(p, 'payment_method');
  if (pmId) checkInvoicePaymentMethod(sb, pmId, String(inv.customer));
  if (pi && pmId) pi.payment_method = pmId;
  payManually(inv, () => {
    if (pi && str(p, 'off_session') === 'false' && typeof pi.payment_method === 'string') {
      applyCardOutcome(sb, pi, cardOutcome(sb, pi.payment_method, 'on_session', false));
    } else attemptInvoicePayment(sb, inv, true);
  });
  // "This payment requires additional user action before it can be completed successfully. Payment
  // can be completed using the PaymentIntent associated with the invoice."
  // (https://docs.stripe.com/error-codes#invoice-payment-intent-requires-action): the pay call fails,
  // the PaymentIntent waits in requires_action for the customer's confirmation.
  if (pi?.status === 'requires_action')
    throw invalidRequest(
      'This payment requires additional user action before it can be completed successfully. Payment can be completed using the PaymentIntent associated with the invoice.',
      undefined,
      'invoice_payment_intent_requires_action',
      402,
    );
  return inv;
}
