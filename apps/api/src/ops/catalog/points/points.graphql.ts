import { opsBuilder as b } from '../../graphql/builder';
import { idMutation, inputMutation, priceFields, time } from '../../graphql/fields';
import { ImageUpload } from '../catalog.graphql';
import * as pointTypes from '../../../modules/catalog/point-types.repository';
import * as packages from '../../../modules/catalog/point-packages.repository';
import { archivePointType, unarchivePointType } from './archive-point-type';
import { createPointType } from './point-types';
import { archivePointPackage, createPointPackage } from './point-packages';

const PackagePrice = b.objectRef<packages.OpsPointPackagePriceRow>('PointPackagePrice').implement({
  fields: (t) => ({
    ...priceFields(t, 'yen; the konbini price includes the fee'),
  }),
});

const Package = b.objectRef<packages.OpsPointPackageRow>('PointPackage').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    pointTypeId: t.exposeInt('tier_type_id'),
    slug: t.exposeString('slug'),
    amount: t.exposeInt('amount'),
    price: t.exposeInt('web_price', { description: 'yen by card' }),
    stripeProductId: t.exposeString('stripe_product_id', { nullable: true }),
    archivedAt: time(t, 'archived_at', { nullable: true }),
    prices: t.field({
      type: [PackagePrice],
      args: { includeArchived: t.arg.boolean({ defaultValue: false }) },
      resolve: (p, args, ctx) =>
        packages.listOpsPointPackagePrices(ctx.db, [p.id], args.includeArchived ?? false),
    }),
  }),
});

export const PointType = b.objectRef<pointTypes.OpsPointTypeRow>('PointType').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    displayName: t.exposeString('display_name'),
    unit: t.exposeString('unit'),
    couponType: t.exposeString('coupon_type'),
    archivedAt: time(t, 'archived_at', {
      nullable: true,
      description: 'set: packages not sold, codes not redeemed; balances kept',
    }),
    packages: t.field({
      type: [Package],
      resolve: (type, _a, ctx) => packages.listOpsPointPackages(ctx.db, [type.id]),
    }),
  }),
});

const CreatePointTypeInput = b.inputType('CreatePointTypeInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    name: t.string({ required: true }),
    displayName: t.string({ required: true }),
    unit: t.string({ required: true }),
    couponType: t.string({ required: true }),
    image: t.field({ type: ImageUpload }),
  }),
});
const CreatePointPackageInput = b.inputType('CreatePointPackageInput', {
  fields: (t) => ({
    pointTypeId: t.int({ required: true }),
    slug: t.string({ required: true }),
    amount: t.int({ required: true }),
    price: t.int({ required: true, description: 'yen by card' }),
    konbiniFee: t.int({ required: true, description: 'added to the price for konbini' }),
    image: t.field({ type: ImageUpload }),
  }),
});

b.queryFields((t) => ({
  pointTypes: t.field({
    type: [PointType],
    resolve: (_r, _a, ctx) => pointTypes.listOpsPointTypes(ctx.db, ctx.projectId),
  }),
}));

b.mutationFields((t) => ({
  createPointType: inputMutation(t, PointType, CreatePointTypeInput, createPointType),
  createPointPackage: inputMutation(t, Package, CreatePointPackageInput, createPointPackage),
  archivePointType: idMutation(
    t,
    PointType,
    archivePointType,
    'Its packages are no longer sold and its codes no longer redeem; balances are kept.',
  ),
  unarchivePointType: idMutation(t, PointType, unarchivePointType),
  archivePointPackage: idMutation(t, Package, archivePointPackage),
}));
