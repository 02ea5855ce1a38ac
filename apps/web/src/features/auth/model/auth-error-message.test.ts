import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message';

describe('authErrorMessage', () => {
  it.each([
    'auth/user-not-found',
    'auth/wrong-password',
    'auth/invalid-credential',
    'auth/email-already-in-use',
  ])('%s asks to check the credentials', (code) =>
    expect(authErrorMessage({ code })).toBe('認証情報を確認してください。'),
  );

  it('falls back to the generic message', () => {
    expect(authErrorMessage({ code: 'auth/network-request-failed' })).toBe('エラーが発生しました。');
    expect(authErrorMessage(new Error('boom'))).toBe('エラーが発生しました。');
  });
});
