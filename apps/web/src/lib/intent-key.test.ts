import { beforeEach, describe, expect, it } from 'vitest';
import { intentKey, settleIntent } from './intent-key';

describe('intent keys', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps one key per intent across calls (a retry or a reload) until it is settled', () => {
    const first = intentKey('managePaymentV2:one_time_payment:price_1');
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(intentKey('managePaymentV2:one_time_payment:price_1')).toBe(first);
    expect(intentKey('managePaymentV2:one_time_payment:price_2')).not.toBe(first);
    settleIntent('managePaymentV2:one_time_payment:price_1');
    expect(intentKey('managePaymentV2:one_time_payment:price_1')).not.toBe(first);
  });

  it('starts afresh when the stored keys are unreadable', () => {
    sessionStorage.setItem('fan.intent_keys', '{not json');
    expect(intentKey('x')).toMatch(/^[A-Za-z0-9-]{36}$/);
  });
});
