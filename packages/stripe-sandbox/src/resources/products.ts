import type Stripe from 'stripe';
import { invalidRequest, missingParam } from '../http/errors.ts';
import { bool, int, mergeMetadata, obj, str, strArr, type Params } from '../http/form.ts';
import type { Route } from '../http/router.ts';
import { newId } from '../ids.ts';
import type { Sandbox } from '../sandbox.ts';
import { resourceRoutes } from './resource-routes.ts';

// Products and Prices: the catalogue. JPY is zero-decimal, so unit_amount is whole yen.
export function catalogRoutes(sb: Sandbox): Route[] {
  return [
    ...resourceRoutes(sb, '/v1/products', 'products', {
      create: (p) => createProduct(sb, p),
      update: (id, p) => updateProduct(sb, id, p),
    }),
    ...resourceRoutes(sb, '/v1/prices', 'prices', {
      create: (p) => createPrice(sb, p),
      update: (id, p) => updatePrice(sb, id, p),
      filters: ['product'],
      where: (p) => {
        const keys = strArr(p, 'lookup_keys');
        const active = bool(p, 'active');
        return (x) =>
          (keys.length === 0 || (x.lookup_key !== null && keys.includes(x.lookup_key))) &&
          (active === undefined || x.active === active);
      },
    }),
  ];
}

function createProduct(sb: Sandbox, p: Params): Stripe.Product {
  const name = str(p, 'name');
  if (!name) throw missingParam('name');
  const now = sb.clock.now();
  const product: Stripe.Product = {
    id: str(p, 'id') ?? newId('prod'),
    object: 'product',
    active: bool(p, 'active') ?? true,
    created: now,
    default_price: null,
    description: str(p, 'description') ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: mergeMetadata({}, p),
    name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: now,
    url: null,
  };
  if (sb.state.products[product.id])
    throw invalidRequest('Product already exists.', 'id', 'resource_already_exists');
  sb.state.products[product.id] = product;
  sb.emit('product.created', product);
  return product;
}

function createPrice(sb: Sandbox, p: Params): Stripe.Price {
  const currency = str(p, 'currency');
  if (!currency) throw missingParam('currency');
  let productId = str(p, 'product');
  const productData = obj(p, 'product_data');
  if (!productId && productData) productId = createProduct(sb, productData).id;
  if (!productId) throw missingParam('product');
  sb.get('products', productId, 'product');
  const amount = int(p, 'unit_amount');
  if (amount === undefined) throw missingParam('unit_amount');
  if (Number.isNaN(amount) || amount < 0) throw invalidRequest('Invalid integer: unit_amount', 'unit_amount');
  const rec = obj(p, 'recurring');
  let recurring: Stripe.Price.Recurring | null = null;
  if (rec) {
    const interval = str(rec, 'interval');
    if (!interval || !['day', 'week', 'month', 'year'].includes(interval))
      throw missingParam('recurring[interval]');
    recurring = {
      interval: interval as Stripe.Price.Recurring.Interval,
      interval_count: int(rec, 'interval_count') ?? 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    };
  }
  const lookupKey = str(p, 'lookup_key') ?? null;
  if (lookupKey) {
    const clash = Object.values(sb.state.prices).find((x) => x.lookup_key === lookupKey);
    if (clash) {
      if (bool(p, 'transfer_lookup_key')) clash.lookup_key = null;
      else
        throw invalidRequest(
          `A price (\`${clash.id}\`) already uses that lookup key.`,
          'lookup_key',
          'lookup_key_already_exists' as string,
        );
    }
  }
  const price: Stripe.Price = {
    id: newId('price'),
    object: 'price',
    active: bool(p, 'active') ?? true,
    billing_scheme: 'per_unit',
    created: sb.clock.now(),
    currency: currency.toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: lookupKey,
    metadata: mergeMetadata({}, p),
    nickname: str(p, 'nickname') ?? null,
    product: productId,
    recurring,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: amount,
    unit_amount_decimal: String(amount) as unknown as Stripe.Price['unit_amount_decimal'],
  };
  sb.state.prices[price.id] = price;
  sb.emit('price.created', price);
  return price;
}

// A price's amount never changes (https://docs.stripe.com/products-prices/manage-prices): a new
// price replaces it and the old one is archived with active=false; subscriptions on it keep it.
function updatePrice(sb: Sandbox, id: string, p: Params): Stripe.Price {
  const price = sb.get('prices', id);
  const previous = setActive(price, p);
  if ('nickname' in p) price.nickname = str(p, 'nickname') ?? null;
  price.metadata = mergeMetadata(price.metadata, p);
  sb.changed();
  sb.emit('price.updated', price, previous);
  return price;
}

function updateProduct(sb: Sandbox, id: string, p: Params): Stripe.Product {
  const product = sb.get('products', id);
  const previous = setActive(product, p);
  const name = str(p, 'name');
  if (name !== undefined) {
    if (!name) throw invalidRequest('You must provide a name for the product.', 'name');
    previous.name = product.name;
    product.name = name;
  }
  product.metadata = mergeMetadata(product.metadata, p);
  product.updated = sb.clock.now();
  sb.changed();
  sb.emit('product.updated', product, previous);
  return product;
}

/** `active` archives or restores; the previous attributes start with the old value when it changed. */
function setActive(x: { active: boolean }, p: Params): Record<string, unknown> {
  const active = bool(p, 'active');
  if (active === undefined || active === x.active) return {};
  const previous = { active: x.active };
  x.active = active;
  return previous;
}
