import type Stripe from 'stripe';
import { ErrorCode, KONBINI_DAYS_UNTIL_DUE } from '@fan/shared';
import type { Services } from '../../../services';
import type { RequestStore } from '../../../lib/per-request';
import { appError, badInput } from '../../../lib/domain-error';
import type { ListenerRow } from '../../listeners/listeners.repository';
import { findSavedCard } from '../../saved-card/saved-card.repository';
import { ensureStripeCustomer } from '../../customers/ensure-stripe-customer';
import type { ManagePaymentResult } from '../../payments/manage-payment-result';
import type { RequestRow } from '../../requests/requests.repository';
import { crashPoint } from '../../../lib/crash-point';
import { sentParams } from '../../../integrations/stripe/sent-params';
import { ensureFreeMembership } from '../free/create-free-subscription';
import {
  findMembership,
  findMembershipOfRequest,
  updateMembership,
  type MembershipRow,
} from '../memberships.repository';
import { mailMembershipKonbiniIssued } from '../membership-mails';
import { cancelSubscription } from '../stripe/cancel-subscription';
import { convergeMembership } from './converge-membership';
import { finalizeFirstInvoice } from '../stripe/finalize-first-invoice';
import { latestIntent, SUBSCRIPTION_EXPAND } from '../stripe/latest-intent';
import { requireAction, resolveTarget } from './resolve-target';
import { voidPendingKonbini } from './void-pending-konbini';
import { BILLING_MODE } from '../../../integrations/stripe/billing-mode';

/** A second request for the same membership within this window is a double submit. */
const IN_FLIGHT_SECONDS = 60;

/**
 * recurring_payment / konbini_recurring_payment: a Stripe subscription for a paid tier. The tier
 * becomes current when its first invoice is paid (at once for a card, after 3-D Secure, or when the
 * konbini voucher is paid). The membership row is locked while the attempt is recorded, so a double
 * submit or a stale page cannot start two subscriptions.
 */
export async function registerPaidMembership(
  services: Services & RequestStore,
  listener: ListenerRow,
  prices: readonly string[],
  method: 'card' | 'konbini',
  request: RequestRow,
): Promise<ManagePaymentResult> {
  const resumed = await resumeRegistration(services, listener, request, method);
  if (resumed) return resumed;
  const target = await resolveTarget(services, listener, prices);
  if (target.price.konbini !== (method === 'konbini'))
    throw badInput('prices', 'お支払い方法とプランの期間が一致しません。');
  requireAction(target, 'register');
  const card = method === 'card' ? await findSavedCard(services.db, listener.id) : null;
  if (method === 'card' && !card) throw badInput('paymentMethod', 'クレジットカードが登録されていません。');
  const { customerId } = await ensureStripeCustomer(services, listener);
  // Spec: a fan without any membership gets the free one first.
  await ensureFreeMembership(services, listener, target.contributorId);

  // A pending konbini voucher is voided before it is replaced: it can never take money (ADR 009).
  await voidPendingKonbini(services, listener.id, target.contributorId, IN_FLIGHT_SECONDS);
  const { membership, previousPending } = await services.db.transaction(async (tx) => {
    const row = (await findMembership(tx, listener.id, target.contributorId, true))!;
    const since = row.pending_since ? new Date(row.pending_since).getTime() : 0;
    // Another intent (another tab) registering right now: one subscription per membership.
    if (row.registration_request_id !== request.id && Date.now() - since < IN_FLIGHT_SECONDS * 1000)
      throw appError(ErrorCode.Conflict, 'お支払いを処理しています。しばらくお待ちください。');
    if (row.stripe_subscription_id) throw badInput('prices', 'すでに有料プランに登録しています。');
    const updated = await updateMembership(tx, row.id, {
      pending_tier_id: target.price.subscription_tier_id,
      pending_price_id: target.price.id,
      pending_method: method,
      pending_stripe_subscription_id: null,
      pending_since: new Date(),
      registration_request_id: request.id,
    });
    return { membership: updated, previousPending: row.pending_stripe_subscription_id };
  });
  // A card registration left pending (e.g. 3-D Secure abandoned) is replaced.
  if (previousPending) await cancelSubscription(services.stripe, previousPending).catch(() => undefined);

  const common = {
    customer: customerId,
    items: [{ price: target.price.stripe_price_id! }],
    // Said, not left to the API version's default (docs/decisions/039-billing-mode.md).
    billing_mode: BILLING_MODE,
    metadata: {
      membership_id: String(membership.id),
      listener_id: String(listener.id),
      project_id: listener.project_id,
      request_id: request.id,
    },
    expand: SUBSCRIPTION_EXPAND,
  };
  // Per request: a repeat of this request (its first run died) gets the same subscription back.
  const key = `membership-register-${request.id}`;
  crashPoint('membership-register:before-stripe');
  let sub: Stripe.Subscription;
  try {
    const params: Stripe.SubscriptionCreateParams =
      method === 'card'
        ? {
            ...common,
            default_payment_method: card!.stripe_payment_method_id,
            payment_behavior: 'allow_incomplete',
          }
        : {
            ...common,
            collection_method: 'send_invoice',
            days_until_due: KONBINI_DAYS_UNTIL_DUE,
            payment_settings: { payment_method_types: ['konbini'] },
          };
    sub = await services.stripe.subscriptions.create(await sentParams(services.db, key, params), {
      idempotencyKey: key,
    });
  } catch (error) {
    await updateMembership(services.db, membership.id, {
      pending_tier_id: null,
      pending_price_id: null,
      pending_method: null,
      pending_since: null,
    });
    throw paymentFailed(error);
  }
  crashPoint('membership-register:after-stripe');
  await updateMembership(services.db, membership.id, { pending_stripe_subscription_id: sub.id });
  crashPoint('membership-register:after-db');
  if (method === 'card' && (await latestIntent(services.stripe, sub))?.status === 'requires_payment_method') {
    // Declined: the incomplete subscription is dropped and the tier stays as it was.
    await cancelSubscription(services.stripe, sub.id);
    await convergeMembership(services, sub.id);
    throw appError(ErrorCode.PaymentFailed, 'お支払いに失敗しました。カード情報をご確認ください。');
  }
  if (method === 'konbini') {
    sub = await finalizeFirstInvoice(services.stripe, sub, request.id);
    await mailFirstInvoice(services, membership, sub);
  }
  await convergeMembership(services, sub.id);
  return resultOf(sub, method);
}

/** A konbini registration's first invoice, finalized: its payment page mailed, once per invoice. */
async function mailFirstInvoice(services: Services, membership: MembershipRow, sub: Stripe.Subscription) {
  const invoice = sub.latest_invoice as Stripe.Invoice | null;
  if (!membership.pending_tier_id || !invoice?.hosted_invoice_url || !invoice.due_date) return;
  const pending = {
    ...membership,
    tier_id: membership.pending_tier_id,
    price_id: membership.pending_price_id,
  };
  await services.db.transaction((tx) =>
    mailMembershipKonbiniIssued(tx, pending, {
      id: invoice.id!,
      yen: invoice.amount_due,
      dueAt: new Date(invoice.due_date! * 1000),
      pageUrl: invoice.hosted_invoice_url!,
    }),
  );
}

/**
 * A repeat of a registration whose first run got as far as Stripe (its process died, or the answer
 * was lost): the subscription it created is followed, not created again. null: start (or restart,
 * with the same Stripe idempotency key) the registration.
 */
async function resumeRegistration(
  services: Services,
  listener: ListenerRow,
  request: RequestRow,
  method: 'card' | 'konbini',
): Promise<ManagePaymentResult | null> {
  const membership = await findMembershipOfRequest(services.db, listener.id, request.id);
  const subscriptionId = membership?.pending_stripe_subscription_id ?? membership?.stripe_subscription_id;
  if (!subscriptionId) return null;
  let sub: Stripe.Subscription = await services.stripe.subscriptions.retrieve(subscriptionId, {
    expand: ['latest_invoice.confirmation_secret'],
  });
  if (method === 'konbini') {
    sub = await finalizeFirstInvoice(services.stripe, sub, request.id);
    await mailFirstInvoice(services, membership!, sub);
  }
  await convergeMembership(services, subscriptionId);
  return resultOf(sub, method);
}

export function resultOf(sub: Stripe.Subscription, method: 'card' | 'konbini'): ManagePaymentResult {
  const invoice = sub.latest_invoice as Stripe.Invoice | null;
  if (method === 'konbini')
    return {
      status: 'requires_action',
      threeDSecureClientSecret: null,
      konbiniPaymentUrl: invoice?.hosted_invoice_url ?? null,
      konbiniDueAt: invoice?.due_date ? new Date(invoice.due_date * 1000) : null,
    };
  if (invoice?.status === 'paid')
    return { status: 'succeeded', threeDSecureClientSecret: null, konbiniPaymentUrl: null };
  const secret = invoice?.confirmation_secret?.client_secret ?? null;
  if (secret) return { status: 'requires_action', threeDSecureClientSecret: secret, konbiniPaymentUrl: null };
  throw appError(ErrorCode.PaymentFailed, 'お支払いに失敗しました。カード情報をご確認ください。');
}

export function paymentFailed(error: unknown) {
  const type = (error as { type?: string }).type;
  if (type === 'StripeCardError')
    return appError(ErrorCode.PaymentFailed, 'お支払いに失敗しました。カード情報をご確認ください。');
  return error;
}
