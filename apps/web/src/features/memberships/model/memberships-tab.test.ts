import { describe, expect, it } from 'vitest';
import { parseMembershipsTab } from './memberships-tab';

describe('parseMembershipsTab', () => {
  it('reads registered and defaults everything else to unregistered', () => {
    expect(parseMembershipsTab('registered')).toBe('registered');
    expect(parseMembershipsTab('unregistered')).toBe('unregistered');
    expect(parseMembershipsTab(null)).toBe('unregistered');
    expect(parseMembershipsTab('REGISTERED')).toBe('unregistered');
  });
});
