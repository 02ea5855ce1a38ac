import { describe, expect, it } from 'vitest';
import { canUnlink, providerRows } from './provider-rows';

describe('providerRows', () => {
  it('lists Apple, Google and e-mail with the linked e-mail or as not linked', () => {
    expect(
      providerRows([
        { providerId: 'password', email: 'fan@example.com' },
        { providerId: 'google.com', email: 'fan@gmail.example' },
      ]),
    ).toEqual([
      { providerId: 'apple.com', linked: false, email: null },
      { providerId: 'google.com', linked: true, email: 'fan@gmail.example' },
      { providerId: 'password', linked: true, email: 'fan@example.com' },
    ]);
  });
});

describe('canUnlink', () => {
  it('needs two or more of our sign-in methods', () => {
    expect(canUnlink([{ providerId: 'google.com', email: null }])).toBe(false);
    expect(
      canUnlink([
        { providerId: 'google.com', email: null },
        { providerId: 'phone', email: null },
      ]),
    ).toBe(false);
    expect(
      canUnlink([
        { providerId: 'google.com', email: null },
        { providerId: 'apple.com', email: null },
      ]),
    ).toBe(true);
  });
});
