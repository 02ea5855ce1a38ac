import { resolveArrayConnection, resolveCursorConnection } from '@pothos/plugin-relay';
import { convergeOpenPurchases } from '../payments/converge-open-purchases';
import { rowIds } from '../../graphql/row-ids';
import { builder } from '../../graphql/builder';
import { transactionHistory, TRANSACTIONS_MAX_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE } from './list-transactions';
import { listPointTypes, type PointTypeRow } from './points.repository';
import { spendPoints } from './spend-points';
import { encodeTransactionCursor } from './transaction-cursor';
import { PointPackage, PointPackageConnection, pointPackagePage } from './point-package.graphql';
import { pointPackagesLoader } from '../catalog/point-packages-loader';
import { TransactionRef } from './transaction.graphql';

export const TierType = builder.objectRef<PointTypeRow>('TierType').implement({
  description: "A kind of points (key point_tiers) with the viewer's balances.",
  fields: (t) => ({
    ...rowIds(t, 'TierType', (r) => r.id),
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    image: t.exposeString('image'),
    displayName: t.exposeString('display_name'),
    unit: t.exposeString('unit'),
    couponType: t.exposeString('coupon_type'),
    balance: t.int({ description: 'freeBalance + paidBalance', resolve: (r) => r.free + r.paid }),
    freeBalance: t.exposeInt('free'),
    paidBalance: t.exposeInt('paid'),
    tiersConnection: t.connection(
      {
        type: PointPackage,
        description:
          'Its point packages, in display order: the list of Query.tiersConnection(tierTypeId), in the same request as the balances.',
        edgesNullable: { list: false, items: false },
        resolve: async (tierType, args, ctx) => {
          const listener = await ctx.requireListener();
          const packages = await pointPackagesLoader(ctx, listener.project_id).load(tierType.id);
          return resolveArrayConnection(pointPackagePage(args), packages);
        },
      },
      PointPackageConnection,
    ),
  }),
});

builder.queryFields((t) => ({
  tierTypesConnection: t.connection(
    {
      type: TierType,
      edgesNullable: { list: false, items: false },
      resolve: async (_root, args, ctx) => {
        const listener = await ctx.requireListener();
        await convergeOpenPurchases(ctx, listener.id);
        return resolveArrayConnection(
          { args },
          await listPointTypes(ctx.db, listener.project_id, listener.id),
        );
      },
    },
    { name: 'TierTypeConnection' },
    { name: 'TierTypeEdge' },
  ),
  transactionsConnection: t.connection(
    {
      type: TransactionRef,
      description: "The viewer's point history, newest first. Page size 10 by default, at most 50.",
      args: { tierTypeId: t.arg.int({ required: true }) },
      edgesNullable: { list: false, items: false },
      resolve: async (_root, args, ctx) =>
        resolveCursorConnection(
          {
            args,
            defaultSize: TRANSACTIONS_PAGE_SIZE,
            maxSize: TRANSACTIONS_MAX_PAGE_SIZE,
            toCursor: (row) => encodeTransactionCursor({ occurredAt: row.occurred_key, id: row.id }),
          },
          await transactionHistory(ctx, await ctx.requireListener(), args),
        ),
    },
    { name: 'TransactionConnection' },
    { name: 'TransactionEdge' },
  ),
}));

const SpendPointsInput = builder.inputType('SpendPointsInput', {
  fields: (t) => ({
    tierTypeId: t.int({ required: true }),
    amount: t.int({ required: true, description: '1 to 1,000,000' }),
    reason: t.string({ required: true, description: 'shown in the history; 1 to 100 characters' }),
    idempotencyKey: t.string({
      required: true,
      description: '8 to 100 characters; a repeat with the same key spends nothing more',
    }),
  }),
});

builder.mutationField('spendPoints', (t) =>
  t.field({
    type: TierType,
    description: 'Spends points, free ones first. Returns the balances after the spend.',
    args: { input: t.arg({ type: SpendPointsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => spendPoints(ctx, await ctx.requireListener(), input),
  }),
);
