import { describe, expect, it } from 'vitest';
import { emailUpdateState, providerRouteState } from './provider-route-state';

describe('provider route state', () => {
  const providers = [
    { providerId: 'password', email: 'fan@example.com' },
    { providerId: 'google.com', email: 'fan@gmail.example' },
  ];

  it('reads providers, id and email for the page it names', () => {
    const state = { providers, id: 'google.com', email: 'fan@gmail.example' };
    expect(providerRouteState(state, 'google.com')).toEqual(state);
    expect(providerRouteState(state, 'apple.com')).toBeNull();
  });

  it('ignores a missing or malformed state', () => {
    expect(providerRouteState(undefined, 'password')).toBeNull();
    expect(providerRouteState({ providers: 'x', id: 'password', email: null }, 'password')).toBeNull();
    expect(providerRouteState({ providers, id: 'password', email: 3 }, 'password')).toBeNull();
  });

  it('reads the e-mail of /email/update', () => {
    expect(emailUpdateState({ email: 'fan@example.com' })).toBe('fan@example.com');
    expect(emailUpdateState({ email: '' })).toBeNull();
    expect(emailUpdateState(null)).toBeNull();
  });
});
