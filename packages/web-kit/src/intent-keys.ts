import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { readStored } from './safe-storage';

/**
 * One idempotency key per intent (a fan's confirm tap, an operator's confirmation dialog), kept in
 * sessionStorage under `store` so a double click, a retry after a lost answer or a reload of the same
 * confirmation sends the same key and the API acts once (decision 010). Settled (forgotten) once the
 * server has given a final answer, so the next confirmation is a new intent.
 *
 * `strict`: a key that cannot be stored (storage blocked) throws instead of being sent, so nothing
 * that charges goes out under a key a retry would not repeat (the fan app). Otherwise the action
 * runs with a key of its own.
 */
export function intentKeys(store: string, { strict = false }: { strict?: boolean } = {}) {
  function read(): Record<string, string> {
    try {
      return JSON.parse(readStored('sessionStorage', store) ?? '{}') as Record<string, string>;
    } catch {
      return {};
    }
  }

  function write(keys: Record<string, string>) {
    try {
      sessionStorage.setItem(store, JSON.stringify(keys));
    } catch (error) {
      if (strict) throw error;
    }
  }

  function intentKey(scope: string): string {
    const keys = read();
    keys[scope] ??= crypto.randomUUID();
    write(keys);
    return keys[scope];
  }

  function settleIntent(scope: string): void {
    const keys = read();
    delete keys[scope];
    write(keys);
  }

  /**
   * Runs a mutation with the intent's key. The key is kept after a lost answer (network error), an
   * unexpected server error or a retryable one (Stripe or the database unreachable, the first request
   * still in flight), so the retry is the same intent; any other answer settles it.
   */
  async function withIntentKey<T>(scope: string, run: (key: string) => Promise<T>): Promise<T> {
    try {
      const result = await run(intentKey(scope));
      settleIntent(scope);
      return result;
    } catch (error) {
      if (CombinedGraphQLErrors.is(error) && error.errors.every(isFinal)) settleIntent(scope);
      throw error;
    }
  }

  return { intentKey, settleIntent, withIntentKey };
}

function isFinal(error: { extensions?: Record<string, unknown> | null }): boolean {
  const code = error.extensions?.code;
  return typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR' && !error.extensions?.retryable;
}
