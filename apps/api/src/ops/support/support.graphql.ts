import { opsBuilder as b } from '../graphql/builder';
import { inputMutation, time } from '../graphql/fields';
import { findFans } from './find-fan';
import { grantPoints } from './grant-points';
import { deleteFanAccount } from './delete-fan-account';
import { refundPointPurchase } from './refund-point-purchase';
import * as repo from './support.repository';
import {
  listRenewalHistory,
  type UnpaidRenewalRow,
} from '../../modules/memberships/renewals/unpaid-renewals.repository';

const HISTORY_LIMIT = 50;

const Card = b.objectRef<repo.FanCardRow>('SavedCard').implement({
  description: 'Brand and last 4 digits only.',
  fields: (t) => ({
    brand: t.exposeString('brand'),
    last4: t.exposeString('last4'),
    expMonth: t.exposeInt('exp_month'),
    expYear: t.exposeInt('exp_year'),
    stripePaymentMethodId: t.exposeString('stripe_payment_method_id'),
  }),
});

const Balance = b.objectRef<repo.FanBalanceRow>('FanBalance').implement({
  fields: (t) => ({
    pointTypeId: t.exposeInt('tier_type_id'),
    unit: t.exposeString('unit'),
    paid: t.exposeInt('paid'),
    free: t.exposeInt('free'),
  }),
});

export const Entry = b.objectRef<repo.FanEntryRow>('LedgerEntry').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    pointTypeId: t.exposeInt('tier_type_id'),
    kind: t.exposeString('kind', {
      description: 'purchase, coupon, spend, refund, adjustment or forfeit (退会)',
    }),
    bucket: t.exposeString('balance', { description: 'paid or free' }),
    amount: t.exposeInt('amount'),
    name: t.exposeString('name', { description: "what the fan's history shows" }),
    price: t.exposeInt('price', { nullable: true }),
    reference: t.exposeString('reference', { nullable: true }),
    occurredAt: time(t, 'occurred_at'),
  }),
});

export const Purchase = b.objectRef<repo.FanPurchaseRow>('PointPurchase').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    pointTypeId: t.exposeInt('tier_type_id'),
    method: t.exposeString('method'),
    amount: t.exposeInt('amount'),
    price: t.exposeInt('price'),
    status: t.exposeString('status'),
    stripePaymentIntentId: t.exposeString('stripe_payment_intent_id', { nullable: true }),
    stripeRefundId: t.exposeString('stripe_refund_id', { nullable: true }),
    refundedAt: time(t, 'refunded_at', { nullable: true }),
    createdAt: time(t, 'created_at'),
  }),
});

const Membership = b.objectRef<repo.FanMembershipRow>('FanMembership').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    creator: t.exposeString('contributor_name'),
    tier: t.exposeString('tier_title'),
    status: t.exposeString('status'),
    paymentMethod: t.exposeString('payment_method', { nullable: true }),
    platform: t.exposeString('platform'),
    stripeSubscriptionId: t.exposeString('stripe_subscription_id', { nullable: true }),
    pendingStripeSubscriptionId: t.exposeString('pending_stripe_subscription_id', { nullable: true }),
    currentPeriodEnd: time(t, 'current_period_end', { nullable: true }),
    cancelAtPeriodEnd: t.exposeBoolean('cancel_at_period_end'),
  }),
});

const Renewal = b.objectRef<UnpaidRenewalRow>('FanUnpaidRenewal').implement({
  description: 'A renewal invoice that was not paid when due (decision 032), open or settled.',
  fields: (t) => ({
    stripeInvoiceId: t.exposeString('invoice_id'),
    membershipId: t.exposeInt('membership_id'),
    method: t.exposeString('method', { description: 'card or konbini' }),
    amount: t.exposeInt('amount'),
    status: t.exposeString('status', { description: 'open, recovered (paid later) or ended' }),
    requiresAction: t.exposeBoolean('requires_action'),
    renewalAt: time(t, 'renewal_at'),
    continuesUntil: time(t, 'ends_at'),
    settledAt: time(t, 'settled_at', { nullable: true }),
  }),
});

export const Fan = b.objectRef<repo.FanRow>('Fan').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    firebaseUid: t.exposeString('firebase_uid'),
    email: t.exposeString('email', { nullable: true }),
    name: t.exposeString('name'),
    createdAt: time(t, 'created_at'),
    stripeCustomerId: t.exposeString('stripe_customer_id', { nullable: true }),
    deletedAt: time(t, 'deleted_at', {
      nullable: true,
      description: 'When the account was deleted (退会): the fan or an operator; the row stays, anonymous.',
    }),
    savedCard: t.field({ type: Card, nullable: true, resolve: (f, _a, ctx) => repo.findCard(ctx.db, f.id) }),
    balances: t.field({ type: [Balance], resolve: (f, _a, ctx) => repo.listBalances(ctx.db, f.id) }),
    ledger: t.field({
      type: [Entry],
      description: `The latest ${HISTORY_LIMIT} entries, newest first.`,
      resolve: (f, _a, ctx) => repo.listEntries(ctx.db, f.id, HISTORY_LIMIT),
    }),
    purchases: t.field({
      type: [Purchase],
      description: `The latest ${HISTORY_LIMIT} point purchases.`,
      resolve: (f, _a, ctx) => repo.listPurchases(ctx.db, f.id, HISTORY_LIMIT),
    }),
    memberships: t.field({ type: [Membership], resolve: (f, _a, ctx) => repo.listMemberships(ctx.db, f.id) }),
    unpaidRenewals: t.field({
      type: [Renewal],
      description: `Renewals not paid when due, open and settled: the latest ${HISTORY_LIMIT}, newest first.`,
      resolve: (f, _a, ctx) => listRenewalHistory(ctx.db, f.id, HISTORY_LIMIT),
    }),
  }),
});

const Grant = b
  .objectRef<{ posted: boolean; entryId: string; balance: { paid: number; free: number } }>(
    'GrantPointsPayload',
  )
  .implement({
    fields: (t) => ({
      posted: t.exposeBoolean('posted', { description: 'false: this key had already granted' }),
      entryId: t.exposeString('entryId'),
      paid: t.int({ resolve: (g) => g.balance.paid }),
      free: t.int({ resolve: (g) => g.balance.free }),
    }),
  });

const Refund = b
  .objectRef<{
    purchaseId: string;
    stripeRefundId: string;
    refundedYen: number;
    balance: { paid: number; free: number };
  }>('RefundPointPurchasePayload')
  .implement({
    fields: (t) => ({
      purchaseId: t.exposeString('purchaseId'),
      stripeRefundId: t.exposeString('stripeRefundId'),
      refundedYen: t.exposeInt('refundedYen'),
      paid: t.int({ description: 'paid balance after', resolve: (r) => r.balance.paid }),
      free: t.int({ resolve: (r) => r.balance.free }),
    }),
  });

const GrantPointsInput = b.inputType('GrantPointsInput', {
  fields: (t) => ({
    fanId: t.int({ required: true }),
    pointTypeId: t.int({ required: true }),
    amount: t.int({ required: true }),
    reason: t.string({ required: true, description: "shown in the fan's history" }),
    idempotencyKey: t.string(),
  }),
});

b.queryFields((t) => ({
  fans: t.field({
    type: [Fan],
    description: 'Fans by id or e-mail (exactly one).',
    args: { id: t.arg.int(), email: t.arg.string() },
    resolve: (_r, args, ctx) => findFans(ctx, args),
  }),
}));

b.mutationFields((t) => ({
  grantPoints: inputMutation(t, Grant, GrantPointsInput, grantPoints),
  refundPointPurchase: t.field({
    type: Refund,
    description: 'Refunds an unspent card point purchase in Stripe and takes its points back.',
    args: { purchaseId: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => refundPointPurchase(ctx, args),
  }),
  deleteFanAccount: t.field({
    type: Fan,
    description:
      "Deletes a fan's account at their request (退会 by mail, decision 050): the same deletion as the fan's own, audited. Answers the fan as after (deletedAt set).",
    args: { fanId: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => deleteFanAccount(ctx, args),
  }),
}));
