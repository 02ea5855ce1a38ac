import { describe, expect, it } from 'vitest';
import { addressAllowList } from './address-allow-list';

describe('addressAllowList', () => {
  it('is off when empty', () => expect(addressAllowList(' ')).toBeNull());

  it('allows listed addresses and ranges only', () => {
    const allowed = addressAllowList('203.0.113.0/24, 198.51.100.7, 2001:db8:1::/48')!;
    expect(['203.0.113.9', '198.51.100.7', '2001:db8:1:ffff::1'].map(allowed)).toEqual([true, true, true]);
    expect(['203.0.114.1', '198.51.100.8', '2001:db8:2::1', '', undefined].map(allowed)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('refuses a malformed entry', () =>
    expect(() => addressAllowList('10.0.0.0/8, intranet')).toThrow(/intranet/));
});
