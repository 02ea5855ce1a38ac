import { describe, expect, it } from 'vitest';
import { backToAppPath } from './back-to-app';

describe('backToAppPath', () => {
  it('returns to where the payment started, else home', () => {
    expect(backToAppPath({ type: 'point' })).toBe('/points');
    expect(backToAppPath({ type: 'membership' })).toBe('/memberships?tab=registered');
    expect(backToAppPath({ type: null })).toBe('/home');
  });
});
