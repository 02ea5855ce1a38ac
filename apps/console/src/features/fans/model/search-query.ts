/**
 * What the operator typed in the fan search, as the API's lookup: a listener id (digits, or #12),
 * an e-mail address, or a Stripe id (cus_, sub_, pi_, in_), which needs the API's findFans.
 */
export type FanSearch =
  | { kind: 'id'; id: number }
  | { kind: 'email'; email: string }
  | { kind: 'stripe'; stripeId: string }
  | { kind: 'invalid' };

export function parseFanSearch(text: string): FanSearch {
  const value = text.trim();
  const id = /^#?(\d{1,9})$/.exec(value);
  if (id) return { kind: 'id', id: Number(id[1]) };
  if (/^(cus|sub|pi|in)_[A-Za-z0-9]+$/.test(value)) return { kind: 'stripe', stripeId: value };
  if (/^[^\s@]+@[^\s@]+$/.test(value)) return { kind: 'email', email: value };
  return { kind: 'invalid' };
}
