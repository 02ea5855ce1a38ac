import { intentKeys } from '@fan/web-kit/intent-keys';

/**
 * One idempotency key per operator intent (one confirmation dialog; @fan/web-kit/intent-keys), so a
 * double click, a retry after a lost answer or a reload of the same dialog acts once. With storage
 * blocked the action still runs, under a key of its own.
 */
export const { withIntentKey } = intentKeys('console.intent_keys');
