import { encodeGlobalID, resolveCursorConnection } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder';
import { convergeOpenPurchases } from '../payments/converge-open-purchases';
import { paymentHistory, PAYMENTS_MAX_PAGE_SIZE, PAYMENTS_PAGE_SIZE } from './list-payments';
import { encodePaymentCursor, paymentIdOf } from './payment-cursor';
import type { PaymentRow } from './payment-history.repository';
import { paymentReceipt, type Receipt } from './payment-receipt';
import { paymentKind, paymentStatus } from './payment-status';

const PaymentKindEnum = builder.enumType('PaymentKind', {
  description: 'What a payment was for; membership: a membership payment recorded before its reason was kept',
  values: [
    'points',
    'membership_registration',
    'membership_renewal',
    'membership_plan_change',
    'membership',
  ] as const,
});

const PaymentStatusEnum = builder.enumType('PaymentStatus', {
  description:
    'paid; refunded (the whole amount); partly_refunded; awaiting_konbini: a voucher not yet paid at the store',
  values: ['paid', 'refunded', 'partly_refunded', 'awaiting_konbini'] as const,
});

const PaymentMethodTypeEnum = builder.enumType('PaymentMethodType', { values: ['card', 'konbini'] as const });

export const PaymentRef = builder.objectRef<PaymentRow>('Payment').implement({
  description: "One yen payment of the viewer's, as the payment history shows it.",
  fields: (t) => ({
    id: t.id({ resolve: (r) => encodeGlobalID('Payment', paymentIdOf(r)) }),
    paymentId: t.string({
      description: 'The id paymentReceipt takes (URL-safe)',
      resolve: (r) => paymentIdOf(r),
    }),
    kind: t.field({ type: PaymentKindEnum, resolve: (r) => paymentKind(r) }),
    status: t.field({ type: PaymentStatusEnum, resolve: (r) => paymentStatus(r) }),
    occurredAt: t.field({
      type: 'DateTime',
      description: "The history's time: a point purchase's order, a membership invoice's payment",
      resolve: (r) => new Date(r.at),
    }),
    paidAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'null while a konbini voucher waits',
      resolve: (r) => (r.paid_at ? new Date(r.paid_at) : null),
    }),
    amount: t.exposeInt('amount', { description: 'yen paid, tax included' }),
    refundedAmount: t.exposeInt('refunded_yen', { description: 'yen refunded so far' }),
    method: t.field({ type: PaymentMethodTypeEnum, resolve: (r) => r.method }),
    cardBrand: t.exposeString('card_brand', {
      nullable: true,
      description: 'null: konbini, or not recorded',
    }),
    cardLast4: t.exposeString('card_last4', { nullable: true }),
    points: t.exposeInt('points', { nullable: true, description: 'a point purchase: the points bought' }),
    unit: t.exposeString('unit', { nullable: true }),
    creatorName: t.exposeString('contributor_name', { nullable: true, description: 'a membership payment' }),
    tierTitle: t.exposeString('tier_title', { nullable: true }),
    months: t.exposeInt('months', {
      nullable: true,
      description: 'a membership period paid; 0 for a plan change',
    }),
  }),
});

const PaymentReceiptRef = builder.objectRef<Receipt>('PaymentReceipt').implement({
  description:
    'A receipt (領収書, 適格簡易請求書) of a paid payment: the same payment gives the same receipt every time.',
  fields: (t) => ({
    receiptNumber: t.exposeString('receiptNumber'),
    issuerName: t.exposeString('issuerName'),
    registrationNumber: t.exposeString('registrationNumber', { description: 'T and 13 digits' }),
    paidAt: t.field({
      type: 'DateTime',
      description: 'the date of the transaction',
      resolve: (r) => r.paidAt,
    }),
    payment: t.field({ type: PaymentRef, resolve: (r) => r.payment }),
    totalAmount: t.int({ description: '税込金額 (yen)', resolve: (r) => r.payment.amount }),
    taxRate: t.exposeInt('taxRate', { description: 'percent' }),
    taxAmount: t.exposeInt('taxAmount', { description: '消費税額: floor(total × rate / (100 + rate))' }),
  }),
});

builder.queryFields((t) => ({
  paymentsConnection: t.connection(
    {
      type: PaymentRef,
      description:
        "The viewer's yen payments (point purchases, membership payments), newest first. Page size 20 by default, at most 50.",
      edgesNullable: { list: false, items: false },
      resolve: async (_root, args, ctx) => {
        const listener = await ctx.requireListener();
        // A konbini voucher paid at the store shows as paid here as soon as the balance would.
        await convergeOpenPurchases(ctx, listener.id);
        return resolveCursorConnection(
          {
            args,
            defaultSize: PAYMENTS_PAGE_SIZE,
            maxSize: PAYMENTS_MAX_PAGE_SIZE,
            toCursor: (row) => encodePaymentCursor({ at: row.at_key, source: row.source, id: row.id }),
          },
          paymentHistory(ctx, listener, args),
        );
      },
    },
    { name: 'PaymentConnection' },
    { name: 'PaymentEdge' },
  ),
  paymentReceipt: t.field({
    type: PaymentReceiptRef,
    description: "The receipt of one of the viewer's paid payments (NOT_FOUND for anyone else's).",
    args: { paymentId: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => paymentReceipt(ctx, await ctx.requireListener(), args.paymentId),
  }),
}));
