import type { PayMethod } from './pay-method';

/**
 * Spec section 5: a payment page opened without a saved card goes to card details. Only where the
 * card is the one way to pay: konbini needs no card, and canceling charges nothing.
 */
export function savedCardRequired(methods: readonly PayMethod[]): boolean {
  return methods.length > 0 && methods.every((m) => m === 'card');
}
