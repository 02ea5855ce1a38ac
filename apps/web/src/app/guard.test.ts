import { describe, expect, it } from 'vitest';
import { decideAccess } from './guard';

const loading = { status: 'loading', wasSignedIn: true, authFlow: false } as const;
const loadingNew = { status: 'loading', wasSignedIn: false, authFlow: false } as const;
const signedIn = { status: 'signedIn', wasSignedIn: true, authFlow: false } as const;
const signedOut = { status: 'signedOut', wasSignedIn: false, authFlow: false } as const;

describe('decideAccess', () => {
  it('lets anyone see public pages, even before auth is known', () => {
    expect(decideAccess('public', loading)).toEqual({ kind: 'allow' });
    expect(decideAccess('public', signedOut)).toEqual({ kind: 'allow' });
  });

  it('waits for the first auth state on guarded pages', () => {
    expect(decideAccess('auth', loading)).toEqual({ kind: 'wait' });
    expect(decideAccess('guest', loading)).toEqual({ kind: 'wait' });
    expect(decideAccess('auth', loadingNew)).toEqual({ kind: 'wait' });
  });

  it('shows guest pages at once in a browser that was not signed in, before Firebase answers', () => {
    expect(decideAccess('guest', loadingNew)).toEqual({ kind: 'allow' });
    // Firebase then finds a session after all: the guest page gives way to /home.
    expect(decideAccess('guest', { ...signedIn, wasSignedIn: true })).toEqual({
      kind: 'redirect',
      to: '/home',
    });
  });

  it('sends signed-out visitors of auth pages to /sign_in', () => {
    expect(decideAccess('auth', signedOut)).toEqual({ kind: 'redirect', to: '/sign_in' });
    expect(decideAccess('auth', signedIn)).toEqual({ kind: 'allow' });
  });

  it('keeps signed-in users off guest pages', () => {
    expect(decideAccess('guest', signedIn)).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideAccess('guest', signedOut)).toEqual({ kind: 'allow' });
  });

  it('does not interrupt a running sign-in or sign-out flow', () => {
    expect(decideAccess('guest', { ...signedIn, authFlow: true })).toEqual({ kind: 'allow' });
    expect(decideAccess('auth', { ...signedOut, authFlow: true })).toEqual({ kind: 'allow' });
  });

  it('still waits for the first auth state during a flow', () => {
    expect(decideAccess('auth', { ...loading, authFlow: true })).toEqual({ kind: 'wait' });
  });
});
