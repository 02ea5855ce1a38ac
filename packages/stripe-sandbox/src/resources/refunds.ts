import type Stripe from 'stripe';
import { invalidRequest } from '../http/errors.ts';
import { int, mergeMetadata, str, type Params } from '../http/form.ts';
import type { Route } from '../http/router.ts';
import { newId } from '../ids.ts';
import type { Sandbox } from '../sandbox.ts';
import { resourceRoutes } from './resource-routes.ts';

// Refunds of a succeeded payment (https://docs.stripe.com/api/refunds/create): by charge or by
// payment_intent, up to the charge's unrefunded amount, several partial refunds allowed; refused on
// an intent without a successful charge and on a charge already fully refunded. Card refunds succeed
// at once (as in test mode); konbini refunds (paid back by bank transfer) are not modelled: refused.

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

export function refundRoutes(sb: Sandbox): Route[] {
  return [
    ...resourceRoutes(sb, '/v1/refunds', 'refunds', {
      create: (p) => createRefund(sb, p),
      filters: ['charge', 'payment_intent'],
    }),
    ...resourceRoutes(sb, '/v1/charges', 'charges', { unlisted: true }),
  ];
}

/**
 * The charge of a payment attempt. A declined attempt is a charge too, `failed` with the decline's
 * code (https://docs.stripe.com/api/charges/object#charge_object-status), so a declined intent's
 * `latest_charge` can be retrieved and expanded like any other.
 */
export function recordCharge(
  sb: Sandbox,
  pi: Stripe.PaymentIntent,
  failure?: { code: string; message: string },
): Stripe.Charge {
  const customer = typeof pi.customer === 'string' ? pi.customer : null;
  const pmId = typeof pi.payment_method === 'string' ? pi.payment_method : null;
  const pm = pmId ? sb.state.paymentMethods[pmId] : undefined;
  const charge = {
    id: newId('ch'),
    object: 'charge',
    amount: pi.amount,
    amount_captured: failure ? 0 : pi.amount,
    amount_refunded: 0,
    balance_transaction: null,
    billing_details: pm?.billing_details ?? null,
    captured: !failure,
    created: sb.now(customer),
    currency: pi.currency,
    customer,
    description: pi.description,
    disputed: false,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    livemode: false,
    metadata: { ...pi.metadata },
    paid: !failure,
    payment_intent: pi.id,
    payment_method: pmId,
    payment_method_details: pm ? { type: pm.type } : null,
    receipt_email: pi.receipt_email,
    refunded: false,
    status: failure ? 'failed' : 'succeeded',
  } as unknown as Stripe.Charge;
  sb.state.charges[charge.id] = charge;
  return charge;
}

function createRefund(sb: Sandbox, p: Params): Stripe.Refund {
  const chargeId = str(p, 'charge');
  const piId = str(p, 'payment_intent');
  if (!chargeId && !piId)
    throw invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  let charge: Stripe.Charge | undefined;
  if (piId) {
    const pi = sb.get('paymentIntents', piId, 'payment_intent');
    const latest = typeof pi.latest_charge === 'string' ? sb.state.charges[pi.latest_charge] : undefined;
    if (pi.status !== 'succeeded' || !latest)
      throw invalidRequest(
        `This PaymentIntent (${pi.id}) does not have a successful charge to refund.`,
        'payment_intent',
      );
    charge = latest;
  }
  if (chargeId) {
    const given = sb.get('charges', chargeId, 'charge');
    if (charge && charge.id !== given.id)
      throw invalidRequest(`Charge ${given.id} does not belong to PaymentIntent ${piId}.`, 'charge');
    charge = given;
  }
  if (!charge) throw invalidRequest('No such charge', 'charge', 'resource_missing', 404);
  // Only a payment that succeeded can be refunded (https://docs.stripe.com/refunds): a declined
  // attempt is a `failed` charge with nothing to give back.
  if (charge.status !== 'succeeded')
    throw invalidRequest(`Charge ${charge.id} has not succeeded, so it cannot be refunded.`, 'charge');
  if (charge.refunded)
    throw invalidRequest(
      `Charge ${charge.id} has already been refunded.`,
      'charge',
      'charge_already_refunded',
    );
  const remaining = charge.amount - charge.amount_refunded;
  const requested = int(p, 'amount');
  if (requested !== undefined && (Number.isNaN(requested) || requested <= 0))
    throw invalidRequest('Invalid positive integer', 'amount');
  const amount = requested ?? remaining;
  if (amount > remaining)
    throw invalidRequest(
      `Refund amount (¥${amount}) is greater than unrefunded amount on charge (¥${remaining})`,
      'amount',
    );
  const reason = str(p, 'reason');
  if (reason !== undefined && !REASONS.includes(reason))
    throw invalidRequest(`Invalid reason: must be one of ${REASONS.join(', ')}`, 'reason');
  const pmType = (charge.payment_method_details as { type?: string } | null)?.type;
  if (pmType === 'konbini')
    throw invalidRequest(
      'The sandbox does not model konbini refunds (paid back by bank transfer); only card charges can be refunded here.',
      'charge',
    );

  const customer = typeof charge.customer === 'string' ? charge.customer : null;
  const refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: sb.now(customer),
    currency: charge.currency,
    destination_details: { type: 'card', card: { type: 'refund', reference_status: 'pending' } },
    metadata: mergeMetadata({}, p),
    payment_intent: charge.payment_intent,
    reason: reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  } as unknown as Stripe.Refund;
  sb.state.refunds[refund.id] = refund;
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  sb.changed();
  sb.emit('refund.created', refund, undefined, customer);
  sb.emit('charge.refunded', charge, previous, customer);
  return refund;
}
