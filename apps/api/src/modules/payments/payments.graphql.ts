import { PaymentType } from '@fan/shared';
import { builder } from '../../graphql/builder';
import { manageMembershipPayment } from '../memberships/paid/manage-membership-payment';
import { ManagePaymentStatuses, type ManagePaymentResult } from './manage-payment-result';
import { purchasePointsByCard } from './purchase-points-by-card';
import { purchasePointsByKonbini } from './purchase-points-by-konbini';

export const PaymentTypeEnum = builder.enumType('PaymentType', { values: PaymentType });

const ManagePaymentStatusEnum = builder.enumType('ManagePaymentStatus', {
  description:
    'succeeded: paid or changed, nothing left to do; requires_action: the browser confirms 3-D Secure ' +
    '(threeDSecureClientSecret) or the fan pays at a konbini (konbiniPaymentUrl); queued: a card point ' +
    'purchase recorded while Stripe is busy, completing by itself (the same call with the same ' +
    'idempotencyKey answers its outcome once there is one)',
  values: ManagePaymentStatuses,
});

const ManagePaymentV2Payload = builder.objectRef<ManagePaymentResult>('ManagePaymentV2Payload').implement({
  fields: (t) => ({
    status: t.expose('status', { type: ManagePaymentStatusEnum }),
    threeDSecureClientSecret: t.exposeString('threeDSecureClientSecret', { nullable: true }),
    konbiniPaymentUrl: t.exposeString('konbiniPaymentUrl', { nullable: true }),
    konbiniDueAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        "A konbini membership registration: its invoice's due date (Stripe's due_date), shown as the payment deadline",
      resolve: (r) => r.konbiniDueAt ?? null,
    }),
  }),
});

builder.mutationField('managePaymentV2', (t) =>
  t.field({
    type: ManagePaymentV2Payload,
    args: {
      prices: t.arg.stringList({ required: true, description: 'Stripe price ids from the catalogue' }),
      paymentType: t.arg({ type: PaymentTypeEnum, required: true }),
      idempotencyKey: t.arg.string({
        description:
          'One per confirm tap (8-100 of A-Z a-z 0-9 _ -), the same on retries: a repeat answers with the first result',
      }),
      prorationDate: t.arg.int({
        description:
          'upgrade_recurring_payment: planChangePreview.prorationDate, so the charge is the amount confirmed (at most an hour old)',
      }),
    },
    resolve: async (_root, { prices, paymentType, idempotencyKey, prorationDate }, ctx) => {
      const listener = await ctx.requireListener();
      const key = idempotencyKey ?? null;
      switch (paymentType) {
        case 'one_time_payment':
          return purchasePointsByCard(ctx, listener, prices, key);
        case 'konbini_one_time_payment':
          return purchasePointsByKonbini(ctx, listener, prices, key);
        case 'recurring_payment':
        case 'konbini_recurring_payment':
        case 'upgrade_recurring_payment':
        case 'downgrade_recurring_payment':
        case 'cancel_payment':
        case 'resume_payment':
        case 'payment_method_change':
          return manageMembershipPayment(ctx, listener, prices, paymentType, key, prorationDate ?? null);
      }
    },
  }),
);
