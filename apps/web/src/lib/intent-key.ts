import { intentKeys } from '@fan/web-kit/intent-keys';

/**
 * One idempotency key per confirm tap (@fan/web-kit/intent-keys), so a retry or a reload of the same
 * confirmation is answered with the first result instead of charging again. Strict: a tap whose key
 * cannot be kept fails rather than charging under a key its retry would not repeat.
 */
export const { intentKey, settleIntent, withIntentKey } = intentKeys('fan.intent_keys', { strict: true });
