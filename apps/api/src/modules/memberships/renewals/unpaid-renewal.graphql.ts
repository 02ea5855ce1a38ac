import { builder } from '../../../graphql/builder';
import type { OpenRenewalJson } from '../memberships.repository';
import { loadMembershipViews, type MembershipView } from '../reads/membership-view';
import { MembershipPaymentMethodEnum } from '../reads/tier.graphql';
import { SubscriptionMembership } from '../reads/membership.graphql';
import { intentOf } from './converge-renewal';
import { renewalInvoice } from './renewal-invoice';
import { listOpenRenewals } from './unpaid-renewals.repository';

// The fan's view of a renewal not paid yet (docs/decisions/032-failed-renewals.md). It comes with the
// member card's row (migration 0031 joins it in), so home and the card need no second read.

interface RenewalView {
  renewal: OpenRenewalJson;
  view: MembershipView;
}

export const UnpaidRenewal = builder.objectRef<RenewalView>('UnpaidRenewal').implement({
  description:
    "A paid membership's renewal not paid yet: a card renewal Stripe could not charge (it retries until continuesUntil), or a konbini renewal invoice waiting at the store until its due date. Unpaid by continuesUntil, the membership ends (falls back to the free tier).",
  fields: (t) => ({
    invoiceId: t.string({
      description: "The renewal's Stripe invoice: renewalPayment(invoiceId) reads its payment from Stripe",
      resolve: (r) => r.renewal.invoice_id,
    }),
    method: t.field({ type: MembershipPaymentMethodEnum, resolve: (r) => r.renewal.method }),
    amount: t.int({ description: 'yen due', resolve: (r) => r.renewal.amount }),
    renewalDate: t.field({ type: 'DateTime', resolve: (r) => new Date(r.renewal.renewal_at) }),
    continuesUntil: t.field({
      type: 'DateTime',
      description:
        "card: Stripe's last attempt (the retry schedule from its first attempt, never before its next one); konbini: the invoice's due date (the voucher's deadline)",
      resolve: (r) => new Date(r.renewal.ends_at),
    }),
    nextRetryAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: "card: Stripe's next automatic attempt, if one is scheduled",
      resolve: (r) => (r.renewal.next_retry_at ? new Date(r.renewal.next_retry_at) : null),
    }),
    requiresAction: t.boolean({
      description: 'card: the bank asks the fan for 3-D Secure (confirm with paymentClientSecret)',
      resolve: (r) => r.renewal.requires_action,
    }),
    voucherUrl: t.string({
      nullable: true,
      description: "konbini: the invoice's payment page, where the fan gets the voucher",
      resolve: (r) => r.renewal.voucher_url,
    }),
    paymentClientSecret: t.string({
      nullable: true,
      description: "card, when requiresAction: the renewal's PaymentIntent client secret for 3-D Secure",
      resolve: async (r, _args, ctx) => {
        if (!r.renewal.requires_action) return null;
        const invoice = await renewalInvoice(ctx, r.renewal.invoice_id);
        const intent = intentOf(invoice);
        return intent?.status === 'requires_action' ? intent.client_secret : null;
      },
    }),
    membership: t.field({ type: SubscriptionMembership, resolve: (r) => r.view }),
  }),
});

/** The member card's open renewal, if any. */
function renewalOf(view: MembershipView): RenewalView | null {
  return view.membership.unpaid_renewal ? { renewal: view.membership.unpaid_renewal, view } : null;
}

builder.objectField(SubscriptionMembership, 'unpaidRenewal', (t) =>
  t.field({
    type: UnpaidRenewal,
    nullable: true,
    description: 'Its renewal not paid yet, if any: the member card and the plans screen show a notice.',
    resolve: renewalOf,
  }),
);

builder.queryFields((t) => ({
  unpaidRenewals: t.field({
    type: [UnpaidRenewal],
    description: "The viewer's renewals not paid yet, soonest deadline first (home's notice).",
    resolve: async (_root, _args, ctx) => {
      const listener = await ctx.requireListener();
      const open = await listOpenRenewals(ctx.db, listener.id);
      if (open.length === 0) return [];
      const views = await loadMembershipViews(ctx, listener, ctx.now(), [
        ...new Set(open.map((r) => r.contributor_id)),
      ]);
      return views
        .map(renewalOf)
        .filter((r): r is RenewalView => r !== null)
        .sort((a, b) => a.renewal.ends_at.localeCompare(b.renewal.ends_at));
    },
  }),
}));
