import { createHash } from 'node:crypto';

/**
 * An idempotency key for a Stripe create, derived from everything the call sends (and whatever else
 * must tell two creates apart). A retry of the same create reuses the object; a different create can
 * never collide with it, even from another database on the same Stripe account (row ids repeat across
 * databases; Stripe refuses a key reused with other parameters).
 */
export function stripeKey(prefix: string, ...parts: unknown[]): string {
  return `${prefix}-${createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40)}`;
}
