import type { Balance } from './ledger.repository';

/**
 * How a spend of `amount` draws on a balance: free points first, then paid ones (free points are
 * gifts; paid ones are money the listener may have rights over, so they are kept longest).
 * Returns null when the balance is short.
 */
export function splitSpend(balance: Balance, amount: number): Balance | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('amount must be a positive integer');
  if (balance.free + balance.paid < amount) return null;
  const free = Math.min(balance.free, amount);
  return { free, paid: amount - free };
}
