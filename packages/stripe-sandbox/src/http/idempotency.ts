import { createHash } from 'node:crypto';
import type { IdempotencyRecord, Store } from '../store.ts';

// Stripe keeps an idempotent request's result for 24 h: the same key with the same request
// replays the saved response (errors included); the same key with other params is refused.
const TTL = 24 * 3600;

export function fingerprint(method: string, path: string, body: string): string {
  const sorted = [...new URLSearchParams(body)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(sorted)}`)
    .digest('hex');
}

export function lookupIdempotent(
  store: Store,
  scope: string,
  key: string,
  now: number,
): IdempotencyRecord | undefined {
  const rec = store.state.idempotency[`${scope}:${key}`];
  if (rec && now - rec.created > TTL) {
    delete store.state.idempotency[`${scope}:${key}`];
    return undefined;
  }
  return rec;
}

export function saveIdempotent(store: Store, scope: string, key: string, rec: IdempotencyRecord): void {
  store.state.idempotency[`${scope}:${key}`] = rec;
  store.changed();
}
