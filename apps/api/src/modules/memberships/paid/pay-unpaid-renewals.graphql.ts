import { builder } from '../../../graphql/builder';
import { tapKeyArg } from '../../../graphql/once-per-tap';
import { notFound } from '../../../lib/domain-error';
import { runOnce } from '../../requests/run-once';
import { intentOf } from '../renewals/converge-renewal';
import { renewalPaymentStatus } from '../renewals/renewal-payment-status';
import { findListenerRenewal } from '../renewals/unpaid-renewals.repository';
import { convergeMembership } from './converge-membership';
import { payOpenRenewals, type RenewalPaymentRow } from './pay-open-renewals';

// Paying unpaid card renewals with the saved card, only on the fan's confirmation of their amount,
// and reading the payment's outcome from Stripe however late its webhook (docs/decisions/043).

const RenewalPaymentStatusEnum = builder.enumType('RenewalPaymentStatus', {
  values: ['paid', 'declined', 'requires_action', 'processing'] as const,
});

const RenewalPayment = builder.objectRef<RenewalPaymentRow>('RenewalPayment').implement({
  description: "A card renewal's payment with the saved card, as Stripe's invoice has it.",
  fields: (t) => ({
    invoiceId: t.exposeString('invoice_id'),
    amount: t.exposeInt('amount', { description: 'yen' }),
    status: t.field({
      type: RenewalPaymentStatusEnum,
      description:
        'processing: Stripe has not settled the invoice yet (ask renewalPayment again); requires_action: confirm paymentClientSecret with Stripe.js',
      resolve: (r) => r.status,
    }),
    paymentClientSecret: t.string({
      nullable: true,
      description: "requires_action: the invoice's PaymentIntent client secret for 3-D Secure",
      resolve: async (r, _args, ctx) => {
        if (r.status !== 'requires_action') return null;
        const invoice = await ctx.stripe.invoices.retrieve(r.invoice_id, {
          expand: ['payments.data.payment.payment_intent'],
        });
        const intent = intentOf(invoice);
        return intent?.status === 'requires_action' ? intent.client_secret : null;
      },
    }),
  }),
});

builder.mutationFields((t) => ({
  payUnpaidRenewals: t.field({
    type: [RenewalPayment],
    description:
      "Pays the viewer's unpaid card renewals with the saved card, on session. amount: the total the fan confirmed; when the unpaid total differs, refused (CONFLICT, reason UNPAID_RENEWALS_CHANGED, the new amount) and nothing is charged.",
    args: { amount: t.arg.int({ required: true }), idempotencyKey: tapKeyArg(t.arg) },
    resolve: async (_root, { amount, idempotencyKey }, ctx) => {
      const listener = await ctx.requireListener();
      return runOnce(
        ctx,
        listener,
        { operation: 'payUnpaidRenewals', args: amount, key: idempotencyKey, keylessRepeats: true },
        (request) => payOpenRenewals(ctx, listener, amount, request.created_at),
      );
    },
  }),
}));

builder.queryFields((t) => ({
  renewalPayment: t.field({
    type: RenewalPayment,
    description:
      "One of the viewer's renewal payments, read from Stripe now (not from the webhooks): what the app asks until it is no longer processing.",
    args: { invoiceId: t.arg.string({ required: true }) },
    resolve: async (_root, { invoiceId }, ctx) => {
      const listener = await ctx.requireListener();
      const renewal = await findListenerRenewal(ctx.db, listener.id, invoiceId);
      if (!renewal) throw notFound('お支払いが見つかりません。');
      const invoice = await ctx.stripe.invoices.retrieve(invoiceId, {
        expand: ['payments.data.payment.payment_intent'],
      });
      const status = renewalPaymentStatus(invoice);
      // Paid before its webhook arrived: the membership shows it now, as the webhook would.
      const subscription = invoice.parent?.subscription_details?.subscription;
      if (status === 'paid' && renewal.status === 'open' && subscription)
        await convergeMembership(ctx, typeof subscription === 'string' ? subscription : subscription.id);
      return { invoice_id: invoiceId, amount: renewal.amount, status };
    },
  }),
}));
