import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder';
import { oncePerTap, tapKeyArg } from '../../graphql/once-per-tap';
import { findSavedCard, type SavedCardRow } from './saved-card.repository';
import { createSetupIntent } from './create-setup-intent';
import { deletePaymentMethod } from './delete-payment-method';
import { updatePaymentMethod } from './update-payment-method';
import { listCardRenewals } from '../memberships/memberships.repository';

export const PaymentMethod = builder.objectRef<SavedCardRow>('PaymentMethod').implement({
  description: "The listener's saved credit card.",
  fields: (t) => ({
    id: t.id({ resolve: (c) => encodeGlobalID('PaymentMethod', c.stripe_payment_method_id) }),
    paymentMethodId: t.exposeString('stripe_payment_method_id'),
    brand: t.exposeString('brand', { description: 'amex, diners, jcb, mastercard, visa or discover' }),
    last4: t.exposeString('last4'),
    expMonth: t.exposeInt('exp_month'),
    expYear: t.exposeInt('exp_year'),
    exp: t.string({
      description: 'MM/YY',
      resolve: (c) => `${String(c.exp_month).padStart(2, '0')}/${String(c.exp_year % 100).padStart(2, '0')}`,
    }),
    name: t.exposeString('holder_name', { description: 'holder name in upper case' }),
    renewingMemberships: t.stringList({
      description:
        'Creators whose card membership renews on this card: while any, deletePaymentMethod refuses (decision 027), so the card screen says so before the fan confirms.',
      resolve: (c, _args, ctx) => listCardRenewals(ctx.db, c.listener_id),
    }),
  }),
});

const DeletePaymentMethodPayload = builder
  .objectRef<{ deleted: boolean }>('DeletePaymentMethodPayload')
  .implement({
    fields: (t) => ({ deleted: t.exposeBoolean('deleted') }),
  });

builder.queryFields((t) => ({
  paymentMethod: t.field({
    type: PaymentMethod,
    nullable: true,
    resolve: async (_root, _args, ctx) => findSavedCard(ctx.db, (await ctx.requireListener()).id),
  }),
  clientSecret: t.string({
    description: 'Client secret of a new SetupIntent for registering a card.',
    resolve: async (_root, _args, ctx) => createSetupIntent(ctx, await ctx.requireListener()),
  }),
}));

builder.mutationFields((t) => ({
  updatePaymentMethod: t.field({
    type: PaymentMethod,
    args: { paymentMethodId: t.arg.string({ required: true }), idempotencyKey: tapKeyArg(t.arg) },
    resolve: (_root, { paymentMethodId, idempotencyKey }, ctx) =>
      oncePerTap(ctx, 'updatePaymentMethod', paymentMethodId, idempotencyKey, (listener) =>
        updatePaymentMethod(ctx, listener, paymentMethodId),
      ),
  }),
  deletePaymentMethod: t.field({
    type: DeletePaymentMethodPayload,
    args: { paymentMethodId: t.arg.string({ required: true }) },
    resolve: async (_root, { paymentMethodId }, ctx) => ({
      deleted: await deletePaymentMethod(ctx, await ctx.requireListener(), paymentMethodId),
    }),
  }),
}));
