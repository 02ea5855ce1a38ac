import type Stripe from 'stripe';
import { invalidRequest } from '../http/errors.ts';
import { obj, str, type Params } from '../http/form.ts';

// A subscription's billing mode (https://docs.stripe.com/billing/subscriptions/billing-mode).
// Without `billing_mode`, subscriptions are created in flexible mode from API version
// 2025-09-30.clover on (https://docs.stripe.com/changelog/clover/2025-09-30/billing-mode-default-flexible);
// the sandbox speaks the SDK's version (2026-10-28.endive), so flexible is its default. Classic is
// kept for subscriptions that ask for it. Stripe's `proration_discounts: itemized` only changes how
// discounts show on prorations, and the sandbox models no discounts: it is refused, not ignored.
// What the mode changes here: credit prorations (subscription-changes.ts, `creditBase`).

export function billingModeParam(p: Params, now: number): Stripe.Subscription.BillingMode {
  const given = obj(p, 'billing_mode');
  const type = str(given, 'type') ?? 'flexible';
  const flexible = obj(given, 'flexible');
  if (flexible && type !== 'flexible')
    throw invalidRequest(
      '`billing_mode[flexible]` can only be set when `billing_mode[type]` is `flexible`.',
      'billing_mode[flexible]',
    );
  const discounts = str(flexible, 'proration_discounts');
  if (discounts && discounts !== 'included')
    throw invalidRequest(
      'The sandbox models no discounts: `billing_mode[flexible][proration_discounts]` can only be `included`.',
      'billing_mode[flexible][proration_discounts]',
    );
  return {
    type: type as Stripe.Subscription.BillingMode.Type,
    flexible: flexible ? { proration_discounts: 'included' } : null,
    updated_at: now,
  };
}

export const isFlexible = (sub: Stripe.Subscription) => sub.billing_mode?.type === 'flexible';
