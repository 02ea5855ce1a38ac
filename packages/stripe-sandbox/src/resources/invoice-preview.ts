import type Stripe from 'stripe';
import { buildInvoice, renewalLines } from '../billing.ts';
import { invalidRequest, missingParam } from '../http/errors.ts';
import { arr, obj, str, type Params } from '../http/form.ts';
import type { Route } from '../http/router.ts';
import type { Sandbox } from '../sandbox.ts';
import { planChange, prorationDateParam } from './subscription-changes.ts';
import { itemChanges } from './subscription-items.ts';

// POST /v1/invoices/create_preview for a change to an existing subscription
// (https://docs.stripe.com/api/invoices/create_preview): the invoice that subscriptions.update with
// the same items, proration_behavior and proration_date would create, computed by the same code
// (planChange) without changing anything. "To ensure that the actual proration is calculated
// exactly the same as the previewed proration, you should pass the subscription_details.proration_date
// parameter when doing the actual subscription update."

/** What the sandbox models; anything else Stripe accepts is refused rather than ignored. */
const MODELLED = new Set(['customer', 'subscription', 'subscription_details', 'expand']);
const MODELLED_DETAILS = new Set(['items', 'proration_behavior', 'proration_date']);

export function invoicePreviewRoutes(sb: Sandbox): Route[] {
  return [
    // Before `/v1/invoices/:id` routes: `create_preview` is not an invoice id.
    { method: 'POST', path: '/v1/invoices/create_preview', handler: (r) => previewInvoice(sb, r.body) },
  ];
}

function refuseUnmodelled(p: Params, details: Params | undefined): void {
  for (const key of Object.keys(p))
    if (!MODELLED.has(key))
      throw invalidRequest(`The sandbox does not model \`${key}\` in invoice previews.`, key);
  for (const key of Object.keys(details ?? {}))
    if (!MODELLED_DETAILS.has(key))
      throw invalidRequest(
        `The sandbox does not model \`subscription_details[${key}]\` in invoice previews.`,
        `subscription_details[${key}]`,
      );
}

export function previewInvoice(sb: Sandbox, p: Params): Stripe.Invoice {
  const details = obj(p, 'subscription_details');
  refuseUnmodelled(p, details);
  const subId = str(p, 'subscription');
  // Previews of new subscriptions are not modelled: the sandbox needs the subscription.
  if (!subId) throw missingParam('subscription');
  const sub = sb.get('subscriptions', subId, 'subscription');
  const customerId = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  const customer = str(p, 'customer');
  if (customer && customer !== customerId)
    throw invalidRequest(
      `The subscription ${sub.id} does not belong to the customer ${customer}.`,
      'subscription',
    );
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired')
    throw invalidRequest(
      `No upcoming invoices for the canceled subscription ${sub.id}.`,
      'subscription',
      'invoice_upcoming_none',
    );
  const prorationBehavior = str(details, 'proration_behavior') ?? 'create_prorations';
  // "Also, subscription_details.proration_behavior cannot be set to 'none'" with a proration_date.
  if (str(details, 'proration_date') && prorationBehavior === 'none')
    throw invalidRequest(
      "`subscription_details[proration_behavior]` cannot be 'none' with a `proration_date`.",
      'subscription_details[proration_behavior]',
    );
  const now = sb.now(customerId);
  const prorationDate = prorationDateParam(sub, details, 'subscription_details[proration_date]', now);
  const changes = itemChanges(sb, sub, arr(details, 'items'), 'subscription_details[items]', now);
  const plan = planChange(sb, sub, changes, prorationBehavior, now, prorationDate);
  if (plan.invoiceNow) return buildInvoice(sb, sub, 'upcoming', plan.lines, true);
  // Nothing is invoiced now: the preview is the next renewal, with the prorations it will carry.
  if (sub.cancel_at_period_end)
    throw invalidRequest(
      `No upcoming invoices: the subscription ${sub.id} ends at its period end.`,
      'subscription',
      'invoice_upcoming_none',
    );
  const extra = sb.state.subExtra[sub.id];
  const anchorDay = extra?.anchorDay ?? new Date(sub.billing_cycle_anchor * 1000).getUTCDate();
  const lines = [
    ...renewalLines(sb, plan.items, anchorDay),
    ...(extra?.pendingProrations ?? []),
    ...plan.lines,
  ];
  return buildInvoice(sb, sub, 'upcoming', lines, true);
}
