import type Stripe from 'stripe';
import type { Queryable } from '../../db/db';

/**
 * Gives every catalogue price a Stripe Product and Price (jpy), recording their ids. Only rows without
 * an id are touched, and each create carries an idempotency key derived from our row, so running it
 * again (or after a crash half-way) creates nothing twice.
 */
export async function syncCatalogToStripe(db: Queryable, stripe: Stripe): Promise<number> {
  let created = 0;
  const tiers = await db.query<{ id: number; title: string; name: string; stripe_product_id: string | null }>(
    `SELECT t.id, t.title, c.name, t.stripe_product_id FROM subscription_tiers t
     JOIN contributors c ON c.id = t.contributor_id
     WHERE t.rank > 0 AND EXISTS (SELECT 1 FROM subscription_prices p WHERE p.subscription_tier_id = t.id AND p.stripe_price_id IS NULL)`,
  );
  for (const tier of tiers) {
    const productId =
      tier.stripe_product_id ??
      (await createProduct(stripe, `subscription-tier-${tier.id}`, `${tier.name} ${tier.title}`));
    await db.query('UPDATE subscription_tiers SET stripe_product_id = $2 WHERE id = $1', [
      tier.id,
      productId,
    ]);
    const prices = await db.query<{ id: number; price: number; interval_months: number }>(
      'SELECT id, price, interval_months FROM subscription_prices WHERE subscription_tier_id = $1 AND stripe_price_id IS NULL',
      [tier.id],
    );
    for (const price of prices) {
      const created_ = await stripe.prices.create(
        {
          product: productId,
          currency: 'jpy',
          unit_amount: price.price,
          recurring: { interval: 'month', interval_count: price.interval_months },
        },
        { idempotencyKey: `catalog-subscription-price-${price.id}` },
      );
      await db.query('UPDATE subscription_prices SET stripe_price_id = $2 WHERE id = $1', [
        price.id,
        created_.id,
      ]);
      created++;
    }
  }

  const packages = await db.query<{ id: number; amount: number; stripe_product_id: string | null }>(
    `SELECT t.id, t.amount, t.stripe_product_id FROM point_tiers t
     WHERE EXISTS (SELECT 1 FROM point_tier_prices p WHERE p.tier_id = t.id AND p.stripe_price_id IS NULL)`,
  );
  for (const pkg of packages) {
    const productId =
      pkg.stripe_product_id ??
      (await createProduct(stripe, `point-tier-${pkg.id}`, `${pkg.amount.toLocaleString('ja-JP')}pt`));
    await db.query('UPDATE point_tiers SET stripe_product_id = $2 WHERE id = $1', [pkg.id, productId]);
    const prices = await db.query<{ id: number; price: number }>(
      'SELECT id, price FROM point_tier_prices WHERE tier_id = $1 AND stripe_price_id IS NULL',
      [pkg.id],
    );
    for (const price of prices) {
      const created_ = await stripe.prices.create(
        { product: productId, currency: 'jpy', unit_amount: price.price },
        { idempotencyKey: `catalog-point-price-${price.id}` },
      );
      await db.query('UPDATE point_tier_prices SET stripe_price_id = $2 WHERE id = $1', [
        price.id,
        created_.id,
      ]);
      created++;
    }
  }
  return created;
}

async function createProduct(stripe: Stripe, key: string, name: string): Promise<string> {
  const product = await stripe.products.create(
    { name, metadata: { catalog_key: key } },
    { idempotencyKey: `catalog-product-${key}` },
  );
  return product.id;
}
