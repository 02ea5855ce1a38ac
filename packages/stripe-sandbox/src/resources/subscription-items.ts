import type Stripe from 'stripe';
import { invalidRequest } from '../http/errors.ts';
import { bool, int, str, type Param } from '../http/form.ts';
import { newId } from '../ids.ts';
import type { Sandbox } from '../sandbox.ts';

// Subscription items: the prices a subscription bills, and the `items[]` parameter that changes
// them (subscriptions.update and the invoice preview's `subscription_details[items]`).

export interface ItemChange {
  /** The item before the change (undefined for a new item). */
  old?: Stripe.SubscriptionItem;
  /** The item after the change (undefined for a deleted item). */
  next?: Stripe.SubscriptionItem;
}

export function recurringPrice(sb: Sandbox, id: string, param: string): Stripe.Price {
  const price = sb.get('prices', id, param);
  if (!price.recurring) {
    throw invalidRequest(
      `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`,
      param,
    );
  }
  // An archived price keeps its subscriptions but cannot be chosen again.
  if (!price.active)
    throw invalidRequest('The price specified is inactive. This field only accepts active prices.', param);
  return price;
}

export function plan(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export function newItem(
  subId: string,
  price: Stripe.Price,
  qty: number,
  start: number,
  end: number,
): Stripe.SubscriptionItem {
  return {
    id: newId('si'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: start,
    current_period_end: end,
    current_period_start: start,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: plan(price),
    price,
    quantity: qty,
    subscription: subId,
    tax_rates: [],
  };
}

/**
 * The subscription's items after an `items[]` parameter (`prefix` names it in errors, e.g.
 * `subscription_details[items]`): `id` + `price` changes an item, `deleted` removes it, a `price`
 * alone adds one. Works on copies: the subscription is not changed.
 */
export function itemChanges(
  sb: Sandbox,
  sub: Stripe.Subscription,
  raw: Param[],
  prefix: string,
  now: number,
): ItemChange[] {
  const changes: ItemChange[] = sub.items.data.map((it) => ({
    old: it,
    next: JSON.parse(JSON.stringify(it)) as Stripe.SubscriptionItem,
  }));
  raw.forEach((r, i) => {
    const ip = typeof r === 'object' && !Array.isArray(r) ? r : {};
    const itemId = str(ip, 'id');
    const priceId = str(ip, 'price');
    const existing = itemId ? changes.find((c) => c.old?.id === itemId) : undefined;
    if (itemId && !existing)
      throw invalidRequest(
        `No such subscription item: '${itemId}'`,
        `${prefix}[${i}][id]`,
        'resource_missing',
        404,
      );
    if (existing && bool(ip, 'deleted')) {
      delete existing.next;
      return;
    }
    if (!priceId) return;
    const price = recurringPrice(sb, priceId, `${prefix}[${i}][price]`);
    if (existing?.next) {
      existing.next.price = price;
      existing.next.plan = plan(price);
      existing.next.quantity = int(ip, 'quantity') ?? existing.next.quantity;
    } else {
      const first = sub.items.data[0];
      const start = first?.current_period_start ?? now;
      const end = first?.current_period_end ?? now;
      changes.push({ next: newItem(sub.id, price, int(ip, 'quantity') ?? 1, start, end) });
    }
  });
  return changes;
}
