import { describe, expect, it } from 'vitest';
import { accountErrorKind } from './account-error';

describe('accountErrorKind', () => {
  it('asks for a new login on requires-recent-login, whatever the operation', () => {
    expect(accountErrorKind({ code: 'auth/requires-recent-login' }, 'change')).toBe('relogin');
    expect(accountErrorKind({ code: 'auth/requires-recent-login' }, 'link')).toBe('relogin');
  });

  it('shows the account-in-use dialog for a provider or address owned by another account', () => {
    expect(accountErrorKind({ code: 'auth/credential-already-in-use' }, 'link')).toBe('inUse');
    expect(accountErrorKind({ code: 'auth/email-already-in-use' }, 'link')).toBe('inUse');
    expect(accountErrorKind({ code: 'auth/email-already-in-use' }, 'change')).toBe('credentials');
  });

  it('falls back to the generic error', () => {
    expect(accountErrorKind({ code: 'auth/network-request-failed' }, 'change')).toBe('generic');
    expect(accountErrorKind(new Error('x'), 'link')).toBe('generic');
  });
});
