import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder';
import { notFound } from '../../graphql/errors';
import { listConnection } from '../../graphql/list-connection';
import { findContributor, listContributors, type ContributorRow } from './catalog.repository';
import { loadMembershipViews, type MembershipView } from './membership-view';
import { listMemberships } from './memberships.repository';
import { membershipNumber } from './membership-number';
import {
  MembershipPaymentMethodEnum,
  PaidPlatformEnum,
  SubscriptionPrice,
  SubscriptionTier,
} from './tier.graphql';

export const SubscriptionMembership = builder.objectRef<MembershipView>('SubscriptionMembership').implement({
  description: 'A membership of the viewer with one creator; also their member card.',
  fields: (t) => ({
    id: t.id({ resolve: (v) => encodeGlobalID('SubscriptionMembership', v.membership.id) }),
    databaseId: t.int({ resolve: (v) => v.membership.id }),
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
  }),
});

const SubscribedVTuber = builder.objectRef<MembershipView>('SubscribedVTuber').implement({
  fields: (t) => ({
    id: t.id({ resolve: (v) => encodeGlobalID('SubscribedVTuber', v.contributor.id) }),
    databaseId: t.int({ resolve: (v) => v.contributor.id }),
    name: t.string({ resolve: (v) => v.contributor.name }),
    icon: t.string({ resolve: (v) => v.contributor.icon }),
    subscription: t.string({
      description: "current tier level; 'free' is the free plan",
      resolve: (v) => v.currentTier.tier.level,
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

const MembershipCandidate = builder.objectRef<ContributorRow>('MembershipCandidate').implement({
  fields: (t) => ({
    id: t.id({ resolve: (c) => encodeGlobalID('MembershipCandidate', c.id) }),
    databaseId: t.exposeInt('id'),
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
      subscription: t.string({
        description: "'none', 'free' or the paid tier level",
        resolve: (p) => (p.view ? p.view.currentTier.tier.level : 'none'),
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
      description: 'Creators the viewer has no membership with.',
      resolve: async (_root, args, ctx) => {
        const listener = await ctx.requireListener();
        // Only which creators the listener belongs to matters here, not the full membership views.
        const [all, mine] = await Promise.all([
          listContributors(ctx.db, listener.project_id),
          listMemberships(ctx.db, listener.id),
        ]);
        return listConnection(
          args,
          all.filter((c) => !mine.some((m) => m.contributor_id === c.id)),
        );
      },
    },
    {
      name: 'MembershipCandidateConnection',
      fields: (tc) => ({
        nodes: tc.field({ type: [MembershipCandidate], resolve: (c) => c.edges.map((e) => e.node) }),
        totalCount: tc.int({ resolve: (c) => (c as { totalCount?: number }).totalCount ?? c.edges.length }),
      }),
    },
  ),
  subscribedVTubersConnection: t.connection(
    {
      type: SubscribedVTuber,
      args: {
        publicAccount: t.arg.boolean({
          description: 'public accounts are not part of this product; false lists memberships',
        }),
      },
      resolve: async (_root, args, ctx) => {
        const listener = await ctx.requireListener();
        if (args.publicAccount) return listConnection(args, []);
        return listConnection(args, await loadMembershipViews(ctx.db, listener, ctx.now()));
      },
    },
    {
      name: 'SubscribedVTuberConnection',
      fields: (tc) => ({
        nodes: tc.field({ type: [SubscribedVTuber], resolve: (c) => c.edges.map((e) => e.node) }),
        totalCount: tc.int({ resolve: (c) => (c as { totalCount?: number }).totalCount ?? c.edges.length }),
      }),
    },
  ),
  subscriptionMembershipsConnection: t.connection(
    {
      type: SubscriptionMembership,
      description: "The viewer's memberships (member cards), newest first.",
      resolve: async (_root, args, ctx) =>
        listConnection(args, await loadMembershipViews(ctx.db, await ctx.requireListener(), ctx.now())),
    },
    {
      name: 'SubscriptionMembershipConnection',
      fields: (tc) => ({
        nodes: tc.field({ type: [SubscriptionMembership], resolve: (c) => c.edges.map((e) => e.node) }),
        totalCount: tc.int({ resolve: (c) => (c as { totalCount?: number }).totalCount ?? c.edges.length }),
      }),
    },
  ),
  subscriptionMembership: t.field({
    type: SubscriptionMembership,
    nullable: true,
    args: { contributorId: t.arg.int({ required: true }) },
    resolve: async (_root, { contributorId }, ctx) => {
      const listener = await ctx.requireListener();
      return (await loadMembershipViews(ctx.db, listener, ctx.now(), [contributorId]))[0] ?? null;
    },
  }),
  contributorProfile: t.field({
    type: ContributorProfile,
    args: { contributorId: t.arg.int({ required: true }) },
    resolve: async (_root, { contributorId }, ctx) => {
      const listener = await ctx.requireListener();
      const contributor = await findContributor(ctx.db, listener.project_id, contributorId);
      if (!contributor) throw notFound('クリエイターが見つかりません。');
      const view = (await loadMembershipViews(ctx.db, listener, ctx.now(), [contributorId]))[0] ?? null;
      return { contributor, view };
    },
  }),
}));

const date = (value: Date | string | null) => (value ? new Date(value) : null);
