/**
 * One idempotency key per user intent (a confirm tap), kept in sessionStorage so a retry or a reload
 * of the same confirmation sends the same key and the API answers with the first result instead of
 * charging again. Settled (forgotten) once the server has answered, so the next tap is a new intent.
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
