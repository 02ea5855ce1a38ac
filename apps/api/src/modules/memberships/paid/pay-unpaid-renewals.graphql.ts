import type Stripe from 'stripe';
import { builder } from '../../../graphql/builder';
import type { Context } from '../../../graphql/context';
import { tapKeyArg } from '../../../graphql/once-per-tap';
import { notFound } from '../../../lib/domain-error';
import { runOnce } from '../../requests/run-once';
import { intentOf } from '../renewals/converge-renewal';
import { renewalPaymentStatus } from '../renewals/renewal-payment-status';
import { renewalInvoice } from '../renewals/renewal-invoice';
import {
  claimRenewalPaymentRead,
  findListenerRenewal,
  recordRenewalPaymentRead,
  type UnpaidRenewalRow,
} from '../renewals/unpaid-renewals.repository';
import { convergeMembership } from './converge-membership';
import { payOpenRenewals, type RenewalPaymentRow } from './pay-open-renewals';

// Paying unpaid card renewals with the saved card, only on the fan's confirmation of their amount,
// and reading the payment's outcome from Stripe however late its webhook (docs/decisions/043).

const RenewalPaymentStatusEnum = builder.enumType('RenewalPaymentStatus', {
  values: ['paid', 'declined', 'requires_action', 'processing'] as const,
});

/** A payment as answered: renewalPayment's carries the secret of the invoice it read. */
type RenewalPaymentAnswer = RenewalPaymentRow & { payment_client_secret?: string | null };

const RenewalPayment = builder.objectRef<RenewalPaymentAnswer>('RenewalPayment').implement({
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
        // renewalPayment read the invoice already; payUnpaidRenewals' rows (kept for repeats of the
        // tap) carry no secret, so it is read here, once per request.
        if (r.payment_client_secret !== undefined) return r.payment_client_secret;
        return clientSecretOf(await renewalInvoice(ctx, r.invoice_id));
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

/** The PaymentIntent's client secret while it waits for 3-D Secure, else null. */
function clientSecretOf(invoice: Stripe.Invoice): string | null {
  const intent = intentOf(invoice);
  return intent?.status === 'requires_action' ? intent.client_secret : null;
}

/**
 * A settled renewal's payment as our tables have it (Stripe's invoice is final then): recovered,
 * paid; ended, the invoice voided or closed when the membership ended for it, so declined, as
 * renewalPaymentStatus reads any invoice that is neither paid nor open. Null while it is open.
 */
function settledPayment(renewal: UnpaidRenewalRow): RenewalPaymentAnswer | null {
  if (renewal.status === 'open') return null;
  return {
    invoice_id: renewal.invoice_id,
    amount: renewal.amount,
    status: renewal.status === 'recovered' ? 'paid' : 'declined',
    payment_client_secret: null,
  };
}

const CLAIMS = Symbol('renewal-payment-claims');

/**
 * Whether this request reads the open renewal's invoice from Stripe: once per request (aliases share
 * the read), and not while Stripe said "processing" less than RENEWAL_RECHECK_SECONDS ago.
 */
function claimRead(ctx: Context, invoiceId: string): Promise<boolean> {
  const claims = ctx.perRequest(CLAIMS, () => new Map<string, Promise<boolean>>());
  if (!claims.has(invoiceId))
    claims.set(invoiceId, claimRenewalPaymentRead(ctx.db, invoiceId, ctx.config.RENEWAL_RECHECK_SECONDS));
  return claims.get(invoiceId)!;
}

const CONVERGED = Symbol('renewal-payment-converged');

/** The membership converged once per request, however many aliases found its renewal paid. */
function convergeOnce(ctx: Context, subscriptionId: string): Promise<unknown> {
  const converged = ctx.perRequest(CONVERGED, () => new Map<string, Promise<unknown>>());
  if (!converged.has(subscriptionId)) converged.set(subscriptionId, convergeMembership(ctx, subscriptionId));
  return converged.get(subscriptionId)!;
}

builder.queryFields((t) => ({
  renewalPayment: t.field({
    type: RenewalPayment,
    description:
      "One of the viewer's renewal payments: read from Stripe now (not from the webhooks) while it is open, what the app asks until it is no longer processing; a settled one from our records, without asking Stripe.",
    args: { invoiceId: t.arg.string({ required: true }) },
    resolve: async (_root, { invoiceId }, ctx) => {
      const listener = await ctx.requireListener();
      const renewal = await findListenerRenewal(ctx.db, listener.id, invoiceId);
      if (!renewal) throw notFound('お支払いが見つかりません。');
      const settled = settledPayment(renewal);
      if (settled) return settled;
      // Processing a moment ago (on any instance): said again without reading Stripe.
      const answer = { invoice_id: invoiceId, amount: renewal.amount };
      if (!(await claimRead(ctx, invoiceId)))
        return { ...answer, status: 'processing' as const, payment_client_secret: null };
      // Aliases of the same invoice in one request read it once (and each counts in the budget).
      const invoice = await renewalInvoice(ctx, invoiceId);
      const status = renewalPaymentStatus(invoice);
      await recordRenewalPaymentRead(ctx.db, invoiceId, status);
      // Paid before its webhook arrived: the membership shows it now, as the webhook would.
      const subscription = invoice.parent?.subscription_details?.subscription;
      if (status === 'paid' && renewal.status === 'open' && subscription)
        await convergeOnce(ctx, typeof subscription === 'string' ? subscription : subscription.id);
      return {
        ...answer,
        status,
        payment_client_secret: status === 'requires_action' ? clientSecretOf(invoice) : null,
      };
    },
  }),
}));
