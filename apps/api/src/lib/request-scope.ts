import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What one HTTP request carries through every await: its id, its Stripe budget, its outcome. */
export interface RequestScope {
  requestId: string;
  stripeCalls: number;
  /** Most Stripe calls this request may make (GraphQL requests); null: no ceiling. */
  stripeBudget: number | null;
  /** Set when a Stripe call was refused by the per-request ceiling. */
  stripeCeilingHit: boolean;
  /** performance.now() when the request began: a fan's Stripe calls wait until STRIPE_FAN_WAIT_MS after it. */
  startedAt: number;
  /**
   * Whose Stripe calls these are in the account's shared rate (integrations/stripe/rate-budget.ts):
   * unset, a GraphQL request's (it has a Stripe budget) are a fan's, any other's background.
   */
  stripePriority?: 'fan' | 'queued' | 'background';
  /** The client's address (lib/client-address.ts), for the log line. */
  clientAddress?: string;
  /** GraphQL operation name as the client gave it (trimmed), for the log line. */
  operationName?: string;
  /** Root fields of the executed operation: a bounded label for metrics. */
  operation?: string;
  /** 'ok' or the first error code of the GraphQL result. */
  outcome?: string;
  /** Who called (a Firebase uid), when the endpoint knows: the operators' endpoint, for the log line. */
  caller?: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

// A caller's id is kept when it looks like one (so a proxy's id threads through); else a new one.
const GIVEN_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function newScope(givenId: string | null, stripeBudget: number | null = null): RequestScope {
  const requestId = givenId && GIVEN_ID.test(givenId) ? givenId : randomUUID();
  return { requestId, stripeCalls: 0, stripeBudget, stripeCeilingHit: false, startedAt: performance.now() };
}

export const runInScope = <T>(scope: RequestScope, fn: () => T): T => storage.run(scope, fn);
export const currentScope = (): RequestScope | undefined => storage.getStore();
