import type { GraphQLResolveInfo } from 'graphql';
import { normalizeTierLevel } from '@fan/shared';
import { rowIds } from '../../../graphql/row-ids';
import { builder } from '../../../graphql/builder';
import { notFound } from '../../../lib/domain-error';
import type { Context } from '../../../graphql/context';
import {
  countedConnection,
  keysetConnection,
  keysetCursor,
  type PageArgs,
} from '../../../graphql/keyset-connection';
import { findContributor, type ContributorRow } from '../../catalog/creators.repository';
import { countCandidates, type CandidateRow } from './candidates.repository';
import { candidateCursor, candidateKey } from './candidate-cursor.graphql';
import { pageCandidates } from './candidate-pages';
import { loadMembershipViews, pageMembershipViews, type MembershipView } from './membership-view';
import { countMemberships, type MembershipCardOrder } from '../memberships.repository';
import { membershipNumber } from './membership-number';
import { pageCacheVersion } from './listener-page-cache';
import {
  MembershipLevelEnum,
  MembershipPaymentMethodEnum,
  PaidPlatformEnum,
  SubscriptionPrice,
  SubscriptionTier,
  TierLevelEnum,
} from './tier.graphql';

export const SubscriptionMembership = builder.objectRef<MembershipView>('SubscriptionMembership').implement({
  description: 'A membership of the viewer with one creator; also their member card.',
  fields: (t) => ({
    ...rowIds(t, 'SubscriptionMembership', (v) => v.membership.id),
    contributorId: t.int({ resolve: (v) => v.contributor.id }),
    name: t.string({ resolve: (v) => v.contributor.name }),
    englishName: t.string({ resolve: (v) => v.contributor.english_name }),
    icon: t.string({ resolve: (v) => v.contributor.icon }),
    currentTier: t.field({ type: SubscriptionTier, resolve: (v) => v.currentTier }),
    currentPrice: t.field({ type: SubscriptionPrice, nullable: true, resolve: (v) => v.currentPrice }),
    scheduledTier: t.field({ type: SubscriptionTier, nullable: true, resolve: (v) => v.scheduledTier }),
    nextBillingDate: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (v) => date(v.membership.current_period_end),
    }),
    isCanceled: t.boolean({ resolve: (v) => v.membership.cancel_at_period_end }),
    willBeExpiredSoon: t.exposeBoolean('willBeExpiredSoon'),
    duration: t.exposeInt('duration', { description: 'paid months on the current plan' }),
    totalDuration: t.exposeInt('totalDuration', { description: 'paid months in total' }),
    serialNumber: t.int({ resolve: (v) => v.membership.serial_number }),
    membershipNumber: t.string({
      resolve: (v) => membershipNumber(v.contributor.slug, v.membership.serial_number),
    }),
    issuedAt: t.field({ type: 'DateTime', resolve: (v) => date(v.membership.issued_at)! }),
    paidPlatform: t.field({
      type: PaidPlatformEnum,
      resolve: (v) => (v.membership.platform === 'ios' ? 'ios' : 'other'),
    }),
    paymentMethod: t.field({
      type: MembershipPaymentMethodEnum,
      nullable: true,
      resolve: (v) => v.membership.payment_method,
    }),
    konbiniPaymentPending: t.boolean({ resolve: (v) => v.membership.pending_method === 'konbini' }),
    registrationPending: t.boolean({
      description:
        'A paid registration awaits its payment (3-D Secure or a konbini voucher): the free tier cannot be left meanwhile.',
      resolve: (v) => v.membership.pending_tier_id !== null,
    }),
  }),
});

const SubscribedVTuber = builder.objectRef<MembershipView>('SubscribedVTuber').implement({
  fields: (t) => ({
    ...rowIds(t, 'SubscribedVTuber', (v) => v.contributor.id),
    name: t.string({ resolve: (v) => v.contributor.name }),
    icon: t.string({ resolve: (v) => v.contributor.icon }),
    subscription: t.field({
      type: TierLevelEnum,
      description: 'current tier level; free is the free plan',
      resolve: (v) => normalizeTierLevel(v.currentTier.tier.level),
    }),
    tierTitle: t.string({ resolve: (v) => v.currentTier.tier.title }),
    willBeCanceled: t.boolean({ resolve: (v) => v.membership.cancel_at_period_end }),
    willBeExpiredSoon: t.exposeBoolean('willBeExpiredSoon'),
    currentPeriodExpiresDate: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (v) => date(v.membership.current_period_end),
    }),
    latestMessage: t.string({
      nullable: true,
      description: 'messaging is another product',
      resolve: () => null,
    }),
    unreadMessages: t.int({ resolve: () => 0 }),
  }),
});

// Newest first by (issued_at, id); home's order by (home_class, issued_at, id); candidates in
// catalogue order by (sort_order, id). A cursor of one order is refused by the other.
const membershipCursor = keysetCursor('m1', ['timestamp', 'int']);
const homeOrderCursor = keysetCursor('m2', ['int', 'timestamp', 'int']);

const MembershipCardOrderEnum = builder.enumType('MembershipCardOrder', {
  values: {
    NEWEST_FIRST: { value: 'newest', description: 'newest first' },
    PAID_FIRST: {
      value: 'paidFirst',
      description:
        'active paid memberships, then paid ones canceled to their period end, then free; newest first in each',
    },
  } as const,
});

const MembershipCandidate = builder.objectRef<CandidateRow>('MembershipCandidate').implement({
  fields: (t) => ({
    ...rowIds(t, 'MembershipCandidate', (c) => c.id),
    name: t.exposeString('name'),
    englishName: t.exposeString('english_name'),
    icon: t.exposeString('icon'),
  }),
});

const ContributorProfile = builder
  .objectRef<{ contributor: ContributorRow; view: MembershipView | null }>('ContributorProfile')
  .implement({
    fields: (t) => ({
      databaseId: t.int({ resolve: (p) => p.contributor.id }),
      name: t.string({ resolve: (p) => p.contributor.name }),
      englishName: t.string({ resolve: (p) => p.contributor.english_name }),
      icon: t.string({ resolve: (p) => p.contributor.icon }),
      subscription: t.field({
        type: MembershipLevelEnum,
        resolve: (p) => (p.view ? normalizeTierLevel(p.view.currentTier.tier.level) : 'none'),
      }),
      membership: t.boolean({ resolve: (p) => p.view !== null }),
      issuedAt: t.field({
        type: 'DateTime',
        nullable: true,
        resolve: (p) => date(p.view?.membership.issued_at ?? null),
      }),
      totalDuration: t.int({ resolve: (p) => p.view?.totalDuration ?? 0 }),
      duration: t.int({ resolve: (p) => p.view?.duration ?? 0 }),
      serialNumber: t.int({ nullable: true, resolve: (p) => p.view?.membership.serial_number ?? null }),
      currentTier: t.field({
        type: SubscriptionTier,
        nullable: true,
        resolve: (p) => p.view?.currentTier ?? null,
      }),
    }),
  });

builder.queryFields((t) => ({
  membershipCandidatesConnection: t.connection(
    {
      type: MembershipCandidate,
      description: 'Creators the viewer has no membership with, in catalogue order.',
      resolve: async (_root, args, ctx, info) => {
        const listener = await ctx.requireListener();
        const q = { projectId: listener.project_id, listenerId: listener.id };
        const membershipVersion = pageCacheVersion(listener, info);
        return keysetConnection(args, {
          cursor: candidateCursor,
          keyOf: candidateKey,
          load: (page) => pageCandidates(ctx, q, page, membershipVersion),
          count: () => countCandidates(ctx.db, q.projectId, q.listenerId),
        });
      },
    },
    countedConnection('MembershipCandidateConnection'),
  ),
  subscribedVTubersConnection: t.connection(
    {
      type: SubscribedVTuber,
      description: "The viewer's memberships as a list, newest first.",
      args: {
        publicAccount: t.arg.boolean({
          description: 'public accounts are not part of this product; false lists memberships',
        }),
      },
      resolve: async (_root, args, ctx, info) =>
        membershipsConnection(ctx, args, args.publicAccount === true, 'newest', info),
    },
    countedConnection('SubscribedVTuberConnection'),
  ),
  subscriptionMembershipsConnection: t.connection(
    {
      type: SubscriptionMembership,
      description: "The viewer's memberships (member cards), newest first or in home's order.",
      args: {
        order: t.arg({ type: MembershipCardOrderEnum, defaultValue: 'newest' }),
      },
      resolve: async (_root, args, ctx, info) =>
        membershipsConnection(ctx, args, false, args.order ?? 'newest', info),
    },
    countedConnection('SubscriptionMembershipConnection'),
  ),
  subscriptionMembership: t.field({
    type: SubscriptionMembership,
    nullable: true,
    args: { contributorId: t.arg.int({ required: true }) },
    resolve: async (_root, { contributorId }, ctx) => {
      const listener = await ctx.requireListener();
      return (await loadMembershipViews(ctx, listener, ctx.now(), [contributorId]))[0] ?? null;
    },
  }),
  contributorProfile: t.field({
    type: ContributorProfile,
    args: { contributorId: t.arg.int({ required: true }) },
    resolve: async (_root, { contributorId }, ctx) => {
      const listener = await ctx.requireListener();
      const contributor = await findContributor(ctx.db, listener.project_id, contributorId);
      if (!contributor) throw notFound('クリエイターが見つかりません。');
      const view = (await loadMembershipViews(ctx, listener, ctx.now(), [contributorId]))[0] ?? null;
      return { contributor, view };
    },
  }),
}));

/** A page of the viewer's memberships (none for a public account, which this product does not have). */
async function membershipsConnection(
  ctx: Context,
  args: PageArgs,
  none: boolean,
  order: MembershipCardOrder,
  info: GraphQLResolveInfo,
) {
  const listener = await ctx.requireListener();
  const version = pageCacheVersion(listener, info);
  const home = order === 'paidFirst';
  return keysetConnection(args, {
    cursor: home ? homeOrderCursor : membershipCursor,
    keyOf: (v: MembershipView) =>
      home
        ? [v.membership.home_class, v.membership.issued_key, v.membership.id]
        : [v.membership.issued_key, v.membership.id],
    load: (page) =>
      none ? Promise.resolve([]) : pageMembershipViews(ctx, listener.id, ctx.now(), page, order, version),
    count: () => (none ? Promise.resolve(0) : countMemberships(ctx.db, listener.id)),
  });
}

const date = (value: Date | string | null) => (value ? new Date(value) : null);
