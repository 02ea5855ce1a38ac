import { z } from 'zod';
import { badInput, notFound } from '../../lib/domain-error';
import { forgetCatalog } from '../../modules/catalog/catalog-cache';
import { audit } from '../audit/audit';
import type { OpsContext } from '../ops-context';
import { parseInput } from '../input/parse-input';
import { stripeKey } from '../setup/stripe-key';
import { requireKonbiniAmount } from '../setup/stripe-limits';
import * as creators from '../../modules/catalog/creators.repository';
import * as tiers from '../../modules/catalog/tiers.repository';

const SetTierPrice = z.object({
  tierId: z.number().int().positive(),
  months: z.union([z.literal(1), z.literal(3), z.literal(6), z.literal(12)]),
  konbini: z.boolean(),
  /** Yen per period; the konbini variant's price includes its fee. */
  price: z.number().int().min(100).max(1_000_000),
  konbiniFee: z.number().int().min(0).max(1000).default(0),
});

/**
 * Sets the price of a paid tier for a period and variant (card or konbini). A Stripe Price never
 * changes amount, so a new amount is a new Stripe Price and a new row; the old row and its Stripe
 * Price are archived. Existing subscriptions stay on the old Stripe Price (and find the old row by
 * it) until the fan changes plan. Setting the same amount again changes nothing.
 */
export async function setTierPrice(ctx: OpsContext, raw: unknown) {
  const input = parseInput(SetTierPrice, raw);
  if (!input.konbini && input.konbiniFee !== 0)
    throw badInput('konbiniFee', 'konbiniFee: only the konbini variant has a fee');
  if (input.konbini && input.konbiniFee >= input.price)
    throw badInput('konbiniFee', 'konbiniFee: the konbini price includes its fee, so it must be lower');
  if (input.konbini) requireKonbiniAmount('price', input.price);
  const tier = await tiers.findOpsTier(ctx.db, ctx.projectId, input.tierId);
  if (!tier) throw notFound(`tier ${input.tierId} not found`);
  if (tier.rank === 0) throw badInput('tierId', 'tierId: the free tier has no prices');

  // Recorded alike whether the price changed or not (then before and after are the same row).
  const record = (
    db: Parameters<typeof audit>[1],
    before: tiers.OpsTierPriceRow | null,
    after: tiers.OpsTierPriceRow,
  ) => audit(ctx, db, { action: 'setTierPrice', target: `price:${after.id}`, input, before, after });
  const current = (await tiers.listOpsTierPrices(ctx.db, [tier.id], false)).find(
    (p) => p.interval_months === input.months && p.konbini === input.konbini,
  );
  if (current && current.price === input.price && current.konbini_fee === input.konbiniFee) {
    await record(ctx.db, current, current);
    return current;
  }

  // Stripe first, keyed by what is being made: a retry after a failure reuses the same objects.
  const productId = tier.stripe_product_id ?? (await ensureTierProduct(ctx, tier));
  const params = {
    product: productId,
    currency: 'jpy',
    unit_amount: input.price,
    recurring: { interval: 'month' as const, interval_count: input.months },
    metadata: { tier_id: String(tier.id), konbini: String(input.konbini) },
  };
  // The replaced row is part of the key: going back to an earlier amount makes a fresh (active) Price.
  const stripePrice = await ctx.stripe.prices.create(params, {
    idempotencyKey: stripeKey('ops-tier-price', params, current?.id ?? null),
  });
  const created = await ctx.db.transaction(async (tx) => {
    const live = await tiers.findLiveTierPrice(tx, tier.id, input.months, input.konbini);
    if (live) await tiers.archiveTierPrice(tx, live.id, ctx.now());
    const row = await tiers.insertTierPrice(tx, {
      projectId: ctx.projectId,
      tierId: tier.id,
      months: input.months,
      price: input.price,
      konbini: input.konbini,
      konbiniFee: input.konbiniFee,
      stripePriceId: stripePrice.id,
    });
    await record(tx, live, row);
    return row;
  });
  forgetCatalog(ctx);
  if (current?.stripe_price_id) await ctx.stripe.prices.update(current.stripe_price_id, { active: false });
  return created;
}

async function ensureTierProduct(ctx: OpsContext, tier: tiers.OpsTierRow): Promise<string> {
  const creator = await creators.findCreator(ctx.db, ctx.projectId, tier.contributor_id);
  const params = {
    name: `${creator?.name ?? ''} ${tier.title}`.trim(),
    metadata: { catalog_key: `subscription-tier-${tier.id}`, project: ctx.projectId },
  };
  const product = await ctx.stripe.products.create(params, {
    idempotencyKey: stripeKey('ops-tier-product', params),
  });
  await tiers.setTierProduct(ctx.db, tier.id, product.id);
  forgetCatalog(ctx);
  return product.id;
}
