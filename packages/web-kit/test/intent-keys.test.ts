import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { intentKeys } from '../src/intent-keys';

const answer = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'refused', extensions }] });

describe('intentKeys', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('keeps each app its own keys', () => {
    const fan = intentKeys('fan.intent_keys');
    const ops = intentKeys('console.intent_keys');
    expect(fan.intentKey('x')).not.toBe(ops.intentKey('x'));
    expect(Object.keys(JSON.parse(sessionStorage.getItem('console.intent_keys')!))).toEqual(['x']);
  });

  it('settles on a final answer, keeps the key for a retryable or unexpected one', async () => {
    const { intentKey, withIntentKey } = intentKeys('test.keys');
    const sent: string[] = [];
    const fail = (error: unknown) =>
      withIntentKey('s', async (key) => {
        sent.push(key);
        throw error;
      });
    await expect(fail(answer({ code: 'SERVICE_UNAVAILABLE', retryable: true }))).rejects.toThrow();
    await expect(fail(answer({ code: 'INTERNAL_SERVER_ERROR' }))).rejects.toThrow();
    await expect(fail(new TypeError('Failed to fetch'))).rejects.toThrow();
    expect(new Set(sent).size).toBe(1);
    await expect(fail(answer({ code: 'CONFLICT' }))).rejects.toThrow();
    expect(intentKey('s')).not.toBe(sent[0]);
  });

  it('throws when strict and the key cannot be stored; runs otherwise', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => intentKeys('a', { strict: true }).intentKey('x')).toThrow('blocked');
    await expect(intentKeys('b').withIntentKey('x', async (key) => key)).resolves.toMatch(/^[0-9a-f-]{36}$/);
  });
});
