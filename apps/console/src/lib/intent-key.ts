import { errorCode } from './errors';

/**
 * One idempotency key per operator intent (one confirmation dialog), kept in sessionStorage so a
 * double click, a retry after a lost answer or a reload of the same dialog sends the same key and the
 * API acts once. Settled once the server has given a final answer, so the next intent gets a new key.
 */
const STORE = 'console.intent_keys';

function read(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

function write(keys: Record<string, string>) {
  try {
    sessionStorage.setItem(STORE, JSON.stringify(keys));
  } catch {
    // storage blocked: the key lives as long as the page
  }
}

export function intentKey(scope: string): string {
  const keys = read();
  keys[scope] ??= crypto.randomUUID();
  write(keys);
  return keys[scope];
}

export function settleIntent(scope: string): void {
  const keys = read();
  delete keys[scope];
  write(keys);
}

/** Runs a mutation with the intent's key; a lost answer or an internal error keeps it for the retry. */
export async function withIntentKey<T>(scope: string, run: (key: string) => Promise<T>): Promise<T> {
  try {
    const result = await run(intentKey(scope));
    settleIntent(scope);
    return result;
  } catch (error) {
    const code = errorCode(error);
    if (code && code !== 'INTERNAL_SERVER_ERROR' && code !== 'SERVICE_UNAVAILABLE') settleIntent(scope);
    throw error;
  }
}
