import type Stripe from 'stripe';
import { z } from 'zod';
import { conflict, notFound } from '../../../lib/domain-error';
import { pointPackageImage } from '../../../modules/catalog/appearance';
import { audit } from '../../audit/audit';
import { iconDataUri } from '../../input/image-upload';
import type { OpsContext } from '../../ops-context';
import { parseInput } from '../../input/parse-input';
import { stripeKey } from '../../setup/stripe-key';
import { requireKonbiniAmount } from '../../setup/stripe-limits';
import * as pointTypes from '../../../modules/catalog/point-types.repository';
import * as packages from '../../../modules/catalog/point-packages.repository';

const CreatePackage = z.object({
  pointTypeId: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and -, at most 40'),
  amount: z.number().int().min(1).max(1_000_000),
  /** Yen by card; the konbini variant costs price + konbiniFee. */
  price: z.number().int().min(50).max(300_000),
  konbiniFee: z.number().int().min(0).max(1000),
  image: z.object({ contentType: z.string(), base64: z.string() }).nullish(),
});
const ArchivePackage = z.object({ id: z.number().int().positive() });

/**
 * A point package with its card and konbini prices. The Stripe Product and Prices are made first,
 * keyed by what they are (stripe-key.ts), so a retry after a failure makes nothing twice; the rows then
 * appear to fans in one transaction, never without their Stripe ids.
 */
export async function createPointPackage(ctx: OpsContext, raw: unknown) {
  const input = parseInput(CreatePackage, raw);
  const type = await pointTypes.findOpsPointType(ctx.db, ctx.projectId, input.pointTypeId);
  if (!type) throw notFound(`point type ${input.pointTypeId} not found`);
  const existing = await packages.listOpsPointPackages(ctx.db, [type.id]);
  if (existing.some((p) => p.slug === input.slug))
    throw conflict(`package ${input.slug} exists (archived ones keep their slug)`);
  // The konbini variant costs price + fee.
  requireKonbiniAmount('konbiniFee', input.price + input.konbiniFee);
  const image = input.image ? iconDataUri('image', input.image) : pointPackageImage(existing.length + 1);

  const productParams = {
    name: `${input.amount.toLocaleString('ja-JP')}${type.unit}`,
    metadata: { catalog_key: `point-package-${type.id}-${input.slug}`, project: ctx.projectId },
  };
  const product = await ctx.stripe.products.create(productParams, {
    idempotencyKey: stripeKey('ops-point-product', productParams),
  });
  const variants = [
    { konbini: false, price: input.price, konbiniFee: 0 },
    { konbini: true, price: input.price + input.konbiniFee, konbiniFee: input.konbiniFee },
  ];
  const stripePrices: Stripe.Price[] = [];
  for (const v of variants)
    stripePrices.push(
      await ctx.stripe.prices.create(
        { product: product.id, currency: 'jpy', unit_amount: v.price },
        { idempotencyKey: stripeKey('ops-point-price', product.id, v) },
      ),
    );

  return ctx.db.transaction(async (tx) => {
    const pkg = await packages.insertPointPackage(tx, {
      projectId: ctx.projectId,
      typeId: type.id,
      slug: input.slug,
      image,
      amount: input.amount,
      price: input.price,
      productId: product.id,
    });
    const prices = [];
    for (const [i, v] of variants.entries())
      prices.push(
        await packages.insertPointPackagePrice(tx, {
          projectId: ctx.projectId,
          packageId: pkg.id,
          price: v.price,
          amount: input.amount,
          konbini: v.konbini,
          konbiniFee: v.konbiniFee,
          stripePriceId: stripePrices[i]!.id,
        }),
      );
    await audit(ctx, tx, {
      action: 'createPointPackage',
      target: `pointPackage:${pkg.id}`,
      input: { ...input, image: input.image ? `${input.image.contentType} upload` : 'generated' },
      after: { ...pkg, image: undefined, prices },
    });
    return pkg;
  });
}

/** Fans no longer see or buy the package; their past purchases and balances are untouched. */
export async function archivePointPackage(ctx: OpsContext, raw: unknown) {
  const input = parseInput(ArchivePackage, raw);
  const result = await ctx.db.transaction(async (tx) => {
    const before = await packages.findOpsPointPackage(tx, ctx.projectId, input.id, true);
    if (!before) throw notFound(`point package ${input.id} not found`);
    const prices = await packages.listOpsPointPackagePrices(tx, [before.id], false);
    await packages.setPointPackageArchived(tx, before.id, ctx.now());
    const after = (await packages.findOpsPointPackage(tx, ctx.projectId, input.id))!;
    await audit(ctx, tx, {
      action: 'archivePointPackage',
      target: `pointPackage:${input.id}`,
      input,
      before: { ...before, image: undefined },
      after: { ...after, image: undefined },
    });
    return { after, prices };
  });
  for (const p of result.prices)
    if (p.stripe_price_id) await ctx.stripe.prices.update(p.stripe_price_id, { active: false });
  return result.after;
}
