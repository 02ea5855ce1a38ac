import type { ObjectRef } from '@pothos/core';
import { opsBuilder as b, type OpsTypes } from '../graphql/builder';
import { time } from '../graphql/fields';
import type { BucketQuery } from './buckets';
import { listRuns, type ReconcileRunRow } from '../../modules/reconcile/reconcile-runs.repository';
import {
  membershipsByBucket,
  membershipsByTier,
  pointsByBucket,
  type MembershipMovementRow,
  type PointFlowRow,
  type TierMovementRow,
} from './activity.repository';
import { MAX_DAYS, parseDashboardRange, type DashboardRange } from './dashboard-range';
import {
  failedPaymentsByBucket,
  revenueByBucket,
  type FailedPaymentsRow,
  type RevenueRow,
} from './money.repository';
import { openWork, type OpenWorkRow } from './reconciliation.repository';
import { stuckMailOf } from '../../modules/mail/outbox.repository';

const Period = b.enumType('DashboardPeriod', {
  description: "A figure's bucket: a JST calendar day, or a JST month (only the range's days count in it).",
  values: { DAY: { value: 'day' }, MONTH: { value: 'month' } } as const,
});

const DATE = 'The bucket: a JST calendar day (YYYY-MM-DD), or the first day of a JST month.';

const Revenue = b.objectRef<RevenueRow>('RevenueFigures').implement({
  description: 'Yen taken in one bucket, refunds subtracted on the day they were made.',
  fields: (t) => ({
    date: t.exposeString('date', { description: DATE }),
    cardYen: t.exposeInt('card_yen', { description: 'card payments less card refunds' }),
    konbiniYen: t.exposeInt('konbini_yen', { description: 'konbini payments less konbini refunds' }),
    refundedYen: t.exposeInt('refunded_yen', {
      description: 'refunds of point purchases made in the bucket',
    }),
    totalYen: t.int({ resolve: (r) => r.card_yen + r.konbini_yen }),
    pointsYen: t.exposeInt('points_yen', { description: 'point purchases less their refunds' }),
    membershipsYen: t.exposeInt('memberships_yen', {
      description: 'membership payments (Stripe invoices paid)',
    }),
  }),
});

type Movements = Pick<MembershipMovementRow, 'started' | 'ended' | 'started_by_change' | 'ended_by_change'>;

/** The four counts of membership movements, on a bucket's row or a tier's. */
const movementFields = <Row extends Movements>(t: PothosSchemaTypes.ObjectFieldBuilder<OpsTypes, Row>) => ({
  started: t.int({ description: 'joined a tier, or moved to it from another', resolve: (r) => r.started }),
  ended: t.int({ description: 'left a tier: ended, or moved to another', resolve: (r) => r.ended }),
  startedByChange: t.int({
    description: 'of started: moved from another tier',
    resolve: (r) => r.started_by_change,
  }),
  endedByChange: t.int({ description: 'of ended: moved to another tier', resolve: (r) => r.ended_by_change }),
});

const MembershipMovement = b.objectRef<MembershipMovementRow>('MembershipFigures').implement({
  description: 'Memberships that started and ended in one bucket, all tiers together.',
  fields: (t) => ({ date: t.exposeString('date', { description: DATE }), ...movementFields(t) }),
});

const TierMovement = b.objectRef<TierMovementRow>('TierMembershipFigures').implement({
  description: 'Memberships that started and ended on one tier over the whole range.',
  fields: (t) => ({
    tierId: t.exposeInt('tier_id'),
    tier: t.exposeString('tier_title'),
    tierRank: t.exposeInt('tier_rank', { description: '0: the free tier' }),
    creatorId: t.exposeInt('creator_id'),
    creator: t.exposeString('creator_name'),
    ...movementFields(t),
  }),
});

const PointFlow = b.objectRef<PointFlowRow>('PointFigures').implement({
  description: 'Points moved in one bucket, for one point type.',
  fields: (t) => ({
    date: t.exposeString('date', { description: DATE }),
    pointTypeId: t.exposeInt('point_type_id'),
    name: t.exposeString('name'),
    unit: t.exposeString('unit'),
    sold: t.exposeInt('sold'),
    spent: t.exposeInt('spent'),
    refunded: t.exposeInt('refunded', { description: 'taken back by refunds' }),
    granted: t.exposeInt('granted', { description: 'promotion codes and support adjustments, net' }),
  }),
});

const FailedPayments = b.objectRef<FailedPaymentsRow>('FailedPaymentFigures').implement({
  description: 'Payments that did not go through in one bucket.',
  fields: (t) => ({
    date: t.exposeString('date', { description: DATE }),
    pointPurchasesCard: t.exposeInt('point_card', { description: 'card point purchases that failed' }),
    pointPurchasesKonbini: t.exposeInt('point_konbini', {
      description: 'konbini vouchers that expired unpaid',
    }),
    renewalsCard: t.exposeInt('renewal_card', { description: 'card renewals declined or asking 3-D Secure' }),
    renewalsKonbini: t.exposeInt('renewal_konbini', {
      description: 'konbini renewal invoices not paid when due',
    }),
    yen: t.exposeInt('yen', { description: 'what they were for' }),
  }),
});

/**
 * A run of the platform's reconciler, as a project's operator may see it: when, and whether it went
 * well. Its counts and mismatches cover every project, and its error is internal text: neither is
 * shown here (the platform's administrators read them with npm run reconcile and the logs).
 */
const Run = b.objectRef<ReconcileRunRow>('ReconcileRun').implement({
  fields: (t) => ({
    finishedAt: time(t, 'finished_at'),
    outcome: t.exposeString('outcome', {
      description: 'ok, mismatches (the platform administrators are checking) or failed',
    }),
  }),
});

type Status = OpenWorkRow & { runs: ReconcileRunRow[]; stuck_mail: number; oldest_stuck_mail: Date | null };

const Reconciliation = b.objectRef<Status>('ReconciliationStatus').implement({
  description:
    "Whether the reconciler's latest pass and report (npm run reconcile) went well, and what is still open in this project (its figures only).",
  fields: (t) => ({
    lastPass: t.field({
      type: Run,
      nullable: true,
      description: "The reconciler's latest pass (it runs every RECONCILE_INTERVAL_SECONDS).",
      resolve: (s) => s.runs.find((r) => r.kind === 'pass') ?? null,
    }),
    lastReport: t.field({
      type: Run,
      nullable: true,
      description: 'The latest comparison with Stripe (GET /admin/reconcile, npm run reconcile).',
      resolve: (s) => s.runs.find((r) => r.kind === 'report') ?? null,
    }),
    openPointPurchases: t.exposeInt('open_purchases'),
    oldestOpenPointPurchase: time(t, 'oldest_open_purchase', { nullable: true }),
    pendingRegistrations: t.exposeInt('pending_registrations'),
    openRenewals: t.exposeInt('open_renewals'),
    stuckMail: t.exposeInt('stuck_mail', {
      description:
        "This project's mails not sent an hour after they were written (SMTP refusing, or given up).",
    }),
    oldestStuckMail: time(t, 'oldest_stuck_mail', { nullable: true }),
  }),
});

const Dashboard = b.objectRef<DashboardRange>('Dashboard').implement({
  description: 'The business in the chosen JST days: each list read in SQL when selected.',
  fields: (t) => {
    /** A list of figures, one row per bucket (or per bucket and tier or point type), by day or month. */
    const figures = <Row>(type: ObjectRef<OpsTypes, Row>, query: BucketQuery<Row>, description: string) =>
      t.field({
        type: [type],
        args: { by: t.arg({ type: Period, required: true, defaultValue: 'day' }) },
        description,
        resolve: (r, a, ctx) => query(ctx.db, ctx.projectId, r, a.by) as never,
      });
    return {
      from: t.exposeString('from'),
      to: t.exposeString('to'),
      revenue: figures(Revenue, revenueByBucket, 'One row per bucket of the range, zeros included.'),
      memberships: figures(
        MembershipMovement,
        membershipsByBucket,
        'One row per bucket of the range, zeros included (membershipTiers: per tier).',
      ),
      membershipTiers: t.field({
        type: [TierMovement],
        description: 'One row per tier with a movement in the range, by creator then rank.',
        resolve: (r, _a, ctx) => membershipsByTier(ctx.db, ctx.projectId, r),
      }),
      points: figures(PointFlow, pointsByBucket, 'Rows only for buckets and point types with entries.'),
      failedPayments: figures(
        FailedPayments,
        failedPaymentsByBucket,
        'One row per bucket of the range, zeros included.',
      ),
      reconciliation: t.field({
        type: Reconciliation,
        resolve: async (_r, _a, ctx) => ({
          ...(await openWork(ctx.db, ctx.projectId)),
          ...(await stuckMailOf(ctx.db, ctx.projectId)),
          runs: await listRuns(ctx.db),
        }),
      }),
    };
  },
});

b.queryFields((t) => ({
  dashboard: t.field({
    type: Dashboard,
    description: `Revenue, memberships, points, failed payments and reconciliation, from one JST calendar day to another (YYYY-MM-DD, both included, at most ${MAX_DAYS} days).`,
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_r, args) => parseDashboardRange(args),
  }),
}));
