import { builder } from '../../graphql/builder';
import { ensureStripeCustomer } from './ensure-stripe-customer';

const CreateCustomerPayload = builder.objectRef<{ created: boolean }>('CreateCustomerPayload').implement({
  fields: (t) => ({
    created: t.exposeBoolean('created', { description: 'false when the customer already existed' }),
  }),
});

builder.mutationField('createCustomer', (t) =>
  t.field({
    type: CreateCustomerPayload,
    resolve: async (_root, _args, ctx) => {
      const { created } = await ensureStripeCustomer(ctx, await ctx.requireListener());
      return { created };
    },
  }),
);
