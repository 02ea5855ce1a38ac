import { randomBytes } from 'node:crypto';

// Stripe ids: a type prefix and 24 base62-ish characters. Prefixes are what clients and our
// own expand/lookup code rely on, so keep them exactly Stripe's.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomString(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

export function newId(prefix: string): string {
  return `${prefix}_${randomString(24)}`;
}

export function clientSecret(id: string): string {
  return `${id}_secret_${randomString(24)}`;
}

export function digits(n: number): string {
  let out = '';
  for (const b of randomBytes(n)) out += String(b % 10);
  return out;
}

/** The id of a field Stripe answers as an id or, when expanded, as the object. */
export const idOf = (x: string | { id: string } | null | undefined): string | null =>
  typeof x === 'string' ? x : (x?.id ?? null);
