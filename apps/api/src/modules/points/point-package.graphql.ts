import { resolveArrayConnection, type DefaultConnectionArguments } from '@pothos/plugin-relay';
import { rowIds } from '../../graphql/row-ids';
import { builder } from '../../graphql/builder';
import { notFound } from '../../lib/domain-error';
import {
  listPointPackages,
  type PointPackagePriceRow,
  type PointPackageRow,
} from '../catalog/point-packages.repository';
import { pointPackagePricesLoader, pointPackagesLoader } from '../catalog/point-packages-loader';

// Point packages and their payment structures (registered by points.graphql.ts).
const PaymentStructure = builder.objectRef<PointPackagePriceRow>('PaymentStructure').implement({
  description: 'One way to pay for a point package: card (konbini false) or konbini.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    price: t.exposeInt('price'),
    webPrice: t.exposeInt('web_price'),
    amount: t.exposeInt('amount'),
    unit: t.exposeString('unit'),
    iosProductId: t.exposeString('ios_product_id', { nullable: true }),
    stripeProductId: t.exposeString('stripe_product_id', { nullable: true }),
    stripePriceId: t.exposeString('stripe_price_id', { nullable: true }),
    stripeKonbiniFee: t.exposeInt('konbini_fee', { description: 'yen included in price for konbini' }),
    konbini: t.exposeBoolean('konbini'),
  }),
});

export const PointPackage = builder.objectRef<PointPackageRow>('Tier').implement({
  description: 'A point package.',
  fields: (t) => ({
    ...rowIds(t, 'Tier', (r) => r.id),
    image: t.exposeString('image'),
    webPrice: t.exposeInt('web_price'),
    amount: t.exposeInt('amount'),
    unit: t.exposeString('unit'),
    name: t.string({ resolve: (r) => `${r.amount.toLocaleString('ja-JP')}${r.unit}` }),
    paymentStructuresConnection: t.connection(
      {
        type: PaymentStructure,
        edgesNullable: { list: false, items: false },
        resolve: async (r, args, ctx) => {
          const listener = await ctx.requireListener();
          return resolveArrayConnection(
            { args },
            await pointPackagePricesLoader(ctx, listener.project_id).load(r.id),
          );
        },
      },
      { name: 'PaymentStructureConnection' },
      { name: 'PaymentStructureEdge' },
    ),
  }),
});

/** A list of point packages: Query.tiersConnection(tierTypeId) and TierType.tiersConnection. */
export const PointPackageConnection = builder.connectionObject(
  {
    type: PointPackage,
    name: 'TierConnection',
    edgesNullable: { list: false, items: false },
  },
  { name: 'TierEdge' },
);

/** Both lists page alike: 50 packages by default, at most 100. */
export const pointPackagePage = (args: DefaultConnectionArguments) => ({
  args,
  defaultSize: 50,
  maxSize: 100,
});

builder.queryFields((t) => ({
  tier: t.field({
    type: PointPackage,
    args: { tierId: t.arg.int({ required: true }) },
    resolve: async (_root, { tierId }, ctx) => {
      const listener = await ctx.requireListener();
      const [pkg] = await listPointPackages(ctx.db, listener.project_id, { packageId: tierId });
      if (!pkg) throw notFound('ポイント商品が見つかりません。');
      return pkg;
    },
  }),
  tiersConnection: t.connection(
    {
      type: PointPackage,
      description: 'The point packages of a tier type, in display order.',
      args: { tierTypeId: t.arg.int({ required: true }) },
      edgesNullable: { list: false, items: false },
      resolve: async (_root, args, ctx) => {
        const listener = await ctx.requireListener();
        const packages = await pointPackagesLoader(ctx, listener.project_id).load(args.tierTypeId);
        return resolveArrayConnection(pointPackagePage(args), packages);
      },
    },
    PointPackageConnection,
  ),
}));
