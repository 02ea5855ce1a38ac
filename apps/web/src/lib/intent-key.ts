import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * One idempotency key per user intent (a confirm tap), kept in sessionStorage so a retry or a reload
 * of the same confirmation sends the same key and the API answers with the first result instead of
 * charging again. Settled (forgotten) once the server has given a final answer, so the next tap is a
 * new intent.
 */
const STORE = 'fan.intent_keys';

function read(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

export function intentKey(scope: string): string {
  const keys = read();
  keys[scope] ??= crypto.randomUUID();
  sessionStorage.setItem(STORE, JSON.stringify(keys));
  return keys[scope];
}

export function settleIntent(scope: string): void {
  const keys = read();
  delete keys[scope];
  sessionStorage.setItem(STORE, JSON.stringify(keys));
}

/**
 * Runs a mutation with the intent's key. The key is kept after a lost answer (network error), an
 * unexpected server error (Stripe unreachable) or "still in flight", so the fan's retry is the same
 * intent; any other answer settles it.
 */
export async function withIntentKey<T>(scope: string, run: (key: string) => Promise<T>): Promise<T> {
  try {
    const result = await run(intentKey(scope));
    settleIntent(scope);
    return result;
  } catch (error) {
    if (CombinedGraphQLErrors.is(error) && error.errors.every(isFinal)) settleIntent(scope);
    throw error;
  }
}

function isFinal(error: { extensions?: Record<string, unknown> | null }): boolean {
  const code = error.extensions?.code;
  return typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR' && !error.extensions?.retryable;
}
