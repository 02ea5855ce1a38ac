import { MembershipLevels, normalizeTierLevel, TierLevels, type MembershipActions } from '@fan/shared';
import { rowIds } from '../../../graphql/row-ids';
import { builder } from '../../../graphql/builder';
import { notFound } from '../../../lib/domain-error';
import { countedConnection } from '../../../graphql/keyset-connection';
import { listConnection } from '../../../graphql/list-connection';
import { findContributor } from '../../catalog/creators.repository';
import { findTier, type TierPriceRow } from '../../catalog/tiers.repository';
import { loadTierViews, shownTierViews, type TierView } from './tier-view';

export const PaidPlatformEnum = builder.enumType('PaidPlatform', { values: ['ios', 'other'] as const });
export const MembershipPaymentMethodEnum = builder.enumType('MembershipPaymentMethod', {
  values: ['card', 'konbini'] as const,
});

// Levels are written through the operators' API, which accepts only these; a stray one in the table
// reads as bronze, as the web has always shown it (normalizeTierLevel).
export const TierLevelEnum = builder.enumType('TierLevel', {
  description: 'free is the free tier; the others are paid tiers (spec section 4)',
  values: TierLevels,
});
export const MembershipLevelEnum = builder.enumType('MembershipLevel', {
  description: "none without a membership, else the level of the membership's current tier",
  values: MembershipLevels,
});
const IntervalUnitEnum = builder.enumType('IntervalUnit', { values: ['month'] as const });

export const SubscriptionPrice = builder.objectRef<TierPriceRow>('SubscriptionPrice').implement({
  fields: (t) => ({
    ...rowIds(t, 'SubscriptionPrice', (p) => p.id),
    title: t.exposeString('title'),
    interval: t.exposeInt('interval_months', { description: 'months' }),
    intervalUnit: t.field({ type: IntervalUnitEnum, resolve: () => 'month' as const }),
    stripePriceId: t.string({ resolve: (p) => p.stripe_price_id ?? '' }),
    stripePrice: t.exposeInt('price', { description: 'yen, tax included; a konbini price includes the fee' }),
    stripeKonbiniFee: t.exposeInt('konbini_fee'),
    konbini: t.exposeBoolean('konbini'),
    iosProductId: t.exposeString('ios_product_id', { nullable: true }),
    iosPrice: t.exposeInt('ios_price', { nullable: true }),
  }),
});

const MembershipActionsRef = builder.objectRef<MembershipActions>('MembershipActions').implement({
  description: 'The action matrix of spec section 4 for this tier and viewer.',
  fields: (t) => ({
    register: t.exposeBoolean('register'),
    cancel: t.exposeBoolean('cancel'),
    resume: t.exposeBoolean('resume'),
    upgrade: t.exposeBoolean('upgrade'),
    downgrade: t.exposeBoolean('downgrade'),
    hidden: t.exposeBoolean('hidden'),
  }),
});

export const SubscriptionTier = builder.objectRef<TierView>('SubscriptionTier').implement({
  fields: (t) => ({
    ...rowIds(t, 'SubscriptionTier', (v) => v.tier.id),
    contributorId: t.int({ resolve: (v) => v.tier.contributor_id }),
    title: t.string({ resolve: (v) => v.tier.title }),
    description: t.string({ resolve: (v) => v.tier.description }),
    hasTrial: t.boolean({ resolve: (v) => v.tier.has_trial }),
    level: t.field({ type: TierLevelEnum, resolve: (v) => normalizeTierLevel(v.tier.level) }),
    color: t.string({ resolve: (v) => v.tier.color }),
    rank: t.int({ resolve: (v) => v.tier.rank }),
    isFree: t.boolean({ resolve: (v) => v.tier.rank === 0 }),
    currentTier: t.exposeBoolean('currentTier'),
    upgradeTier: t.exposeBoolean('upgradeTier'),
    downgradeTier: t.exposeBoolean('downgradeTier'),
    restrictedTier: t.boolean({ resolve: (v) => v.tier.restricted }),
    currentTierLevel: t.expose('currentTierLevel', { type: MembershipLevelEnum }),
    konbiniPaymentPending: t.exposeBoolean('konbiniPaymentPending'),
    paidPlatform: t.field({ type: PaidPlatformEnum, nullable: true, resolve: (v) => v.paidPlatform }),
    paymentMethod: t.field({
      type: MembershipPaymentMethodEnum,
      nullable: true,
      resolve: (v) => (v.currentTier ? (v.membership?.payment_method ?? null) : null),
    }),
    meetingTicket: t.boolean({ resolve: (v) => v.tier.meeting_tickets > 0 }),
    meetingTickets: t.int({ description: 'per month', resolve: (v) => v.tier.meeting_tickets }),
    meetingMinutes: t.int({ description: 'per month', resolve: (v) => v.tier.meeting_minutes }),
    premiumChat: t.boolean({ resolve: (v) => v.tier.premium_chat }),
    voiceCall: t.boolean({ resolve: (v) => v.tier.voice_call }),
    actions: t.field({ type: MembershipActionsRef, resolve: (v) => v.actions }),
    subscriptionPricesConnection: t.connection(
      { type: SubscriptionPrice, resolve: (v, args) => listConnection(args, v.prices) },
      countedConnection('SubscriptionPriceConnection'),
    ),
  }),
});

builder.queryFields((t) => ({
  subscriptionTiersConnection: t.connection(
    {
      type: SubscriptionTier,
      args: { contributorId: t.arg.int({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const listener = await ctx.requireListener();
        // The creator must belong to the listener's project: no tenant sees another's catalogue.
        if (!(await findContributor(ctx.db, listener.project_id, args.contributorId)))
          throw notFound('クリエイターが見つかりません。');
        return listConnection(
          args,
          shownTierViews(await loadTierViews(ctx, listener.id, [args.contributorId])),
        );
      },
    },
    countedConnection('SubscriptionTierConnection'),
  ),
  subscriptionTier: t.field({
    type: SubscriptionTier,
    args: { subscriptionTierId: t.arg.int({ required: true }) },
    resolve: async (_root, { subscriptionTierId }, ctx) => {
      const listener = await ctx.requireListener();
      const tier = await findTier(ctx.db, listener.project_id, subscriptionTierId);
      if (!tier) throw notFound('プランが見つかりません。');
      const views = await loadTierViews(ctx, listener.id, [tier.contributor_id]);
      return views.find((v) => v.tier.id === tier.id)!;
    },
  }),
}));
