import type Stripe from 'stripe';

/**
 * Every subscription is created in flexible billing mode, sent explicitly
 * (docs/decisions/039-billing-mode.md): it is what the pinned API version creates when none is sent
 * (https://docs.stripe.com/changelog/clover/2025-09-30/billing-mode-default-flexible), Stripe's
 * recommendation, and a subscription cannot move back from flexible to classic
 * (https://docs.stripe.com/billing/subscriptions/billing-mode/compare). Saying it keeps our
 * subscriptions' behaviour from changing with an SDK upgrade.
 */
export const BILLING_MODE: Stripe.SubscriptionCreateParams.BillingMode = { type: 'flexible' };
