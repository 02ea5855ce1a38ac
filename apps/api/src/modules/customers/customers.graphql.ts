import { builder } from '../../graphql/builder';
import { ensureStripeCustomer } from './ensure-stripe-customer';
import { syncCustomerEmail } from './sync-customer-email';

const CreateCustomerPayload = builder.objectRef<{ created: boolean }>('CreateCustomerPayload').implement({
  fields: (t) => ({
    created: t.exposeBoolean('created', { description: 'false when the customer already existed' }),
  }),
});

builder.mutationField('createCustomer', (t) =>
  t.field({
    type: CreateCustomerPayload,
    resolve: async (_root, _args, ctx) => {
      const listener = await ctx.requireListener();
      const { created } = await ensureStripeCustomer(ctx, listener);
      // Runs at every sign-in: converges the customer's e-mail if an earlier push to Stripe failed.
      if (!created) await syncCustomerEmail(ctx, listener);
      return { created };
    },
  }),
);
