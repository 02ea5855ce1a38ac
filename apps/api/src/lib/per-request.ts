/** One value per request and key (a dataloader, a memo): made on first use, shared by all fields. */
export type PerRequest = <T>(key: symbol, make: () => T) => T;

/** What a rule reading through the request's loaders takes besides the services. */
export interface RequestStore {
  perRequest: PerRequest;
}

/** A fresh per-request store (one per GraphQL request; the seed makes its own). */
export function perRequestStore(): PerRequest {
  const scoped = new Map<symbol, unknown>();
  return <T>(key: symbol, make: () => T): T => {
    if (!scoped.has(key)) scoped.set(key, make());
    return scoped.get(key) as T;
  };
}
