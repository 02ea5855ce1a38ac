import { describe, expect, it } from 'vitest';
import { membershipActions, type MembershipFlags, type TierFlags } from '../src';

const tier = (t: Partial<TierFlags> = {}): TierFlags => ({
  isFree: false,
  currentTier: false,
  restrictedTier: false,
  upgradeTier: false,
  downgradeTier: false,
  paidPlatform: null,
  ...t,
});
const none: MembershipFlags = {
  hasMembership: false,
  hasActivePaid: false,
  isCanceled: false,
  konbiniPending: false,
};
const free: MembershipFlags = { ...none, hasMembership: true };
const paid: MembershipFlags = { ...none, hasMembership: true, hasActivePaid: true };
const canceled: MembershipFlags = { ...paid, isCanceled: true };
const on = (a: ReturnType<typeof membershipActions>) =>
  Object.entries(a)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();

describe('membershipActions (spec section 4)', () => {
  it('no membership: free and paid tiers can be registered', () => {
    expect(on(membershipActions(tier({ isFree: true }), none))).toEqual(['register']);
    expect(on(membershipActions(tier(), none))).toEqual(['register']);
  });

  it('a restricted paid tier cannot be registered', () => {
    expect(on(membershipActions(tier({ restrictedTier: true }), none))).toEqual([]);
  });

  it('free member: cancel the current free tier, register a paid one', () => {
    expect(
      on(membershipActions(tier({ isFree: true, currentTier: true, paidPlatform: 'other' }), free)),
    ).toEqual(['cancel']);
    expect(on(membershipActions(tier({ paidPlatform: 'other' }), free))).toEqual(['register']);
  });

  it('active paid member: cancel the current tier, upgrade and downgrade others, free tier hidden', () => {
    expect(on(membershipActions(tier({ currentTier: true, paidPlatform: 'other' }), paid))).toEqual([
      'cancel',
    ]);
    expect(on(membershipActions(tier({ upgradeTier: true, paidPlatform: 'other' }), paid))).toEqual([
      'upgrade',
    ]);
    expect(on(membershipActions(tier({ downgradeTier: true, paidPlatform: 'other' }), paid))).toEqual([
      'downgrade',
    ]);
    expect(on(membershipActions(tier({ isFree: true, paidPlatform: 'other' }), paid))).toEqual(['hidden']);
  });

  it('a renewal unpaid: no upgrade until it is paid; cancel and downgrade stay (decision 043)', () => {
    const unpaid = { ...paid, renewalUnpaid: true };
    expect(on(membershipActions(tier({ upgradeTier: true, paidPlatform: 'other' }), unpaid))).toEqual([]);
    expect(on(membershipActions(tier({ downgradeTier: true, paidPlatform: 'other' }), unpaid))).toEqual([
      'downgrade',
    ]);
    expect(on(membershipActions(tier({ currentTier: true, paidPlatform: 'other' }), unpaid))).toEqual([
      'cancel',
    ]);
  });

  it('canceled paid member: resume only; no upgrade or downgrade', () => {
    expect(on(membershipActions(tier({ currentTier: true, paidPlatform: 'other' }), canceled))).toEqual([
      'resume',
    ]);
    expect(on(membershipActions(tier({ upgradeTier: true, paidPlatform: 'other' }), canceled))).toEqual([]);
    expect(on(membershipActions(tier({ downgradeTier: true, paidPlatform: 'other' }), canceled))).toEqual([]);
    expect(
      on(
        membershipActions(tier({ currentTier: true, restrictedTier: true, paidPlatform: 'other' }), canceled),
      ),
    ).toEqual([]);
  });

  it('an iOS membership offers nothing on the web', () => {
    for (const t of [
      tier({ currentTier: true }),
      tier({ upgradeTier: true }),
      tier({ downgradeTier: true }),
      tier(),
    ]) {
      expect(on(membershipActions({ ...t, paidPlatform: 'ios' }, paid))).toEqual([]);
      expect(on(membershipActions({ ...t, paidPlatform: 'ios' }, canceled))).toEqual([]);
    }
    expect(on(membershipActions(tier({ isFree: true, paidPlatform: 'ios' }), paid))).toEqual(['hidden']);
  });

  it('a card registration awaiting 3-D Secure: the free tier stays but cannot be left', () => {
    const pending = { ...free, registrationPending: true };
    expect(
      on(membershipActions(tier({ isFree: true, currentTier: true, paidPlatform: 'other' }), pending)),
    ).toEqual([]);
    expect(on(membershipActions(tier({ paidPlatform: 'other' }), pending))).toEqual(['register']);
  });

  it('konbini pending: the free tier is hidden; paid tiers may be registered again (with the warning)', () => {
    const pending = { ...free, konbiniPending: true };
    expect(
      membershipActions(tier({ isFree: true, currentTier: true, paidPlatform: 'other' }), pending).hidden,
    ).toBe(true);
    expect(on(membershipActions(tier({ paidPlatform: 'other' }), pending))).toEqual(['register']);
  });

  it('a konbini member has the same actions as a card member (decision 044: the upgrade starts at the next renewal)', () => {
    const konbini = { ...paid };
    expect(on(membershipActions(tier({ upgradeTier: true, paidPlatform: 'other' }), konbini))).toEqual([
      'upgrade',
    ]);
    expect(on(membershipActions(tier({ downgradeTier: true, paidPlatform: 'other' }), konbini))).toEqual([
      'downgrade',
    ]);
    expect(on(membershipActions(tier({ currentTier: true, paidPlatform: 'other' }), konbini))).toEqual([
      'cancel',
    ]);
  });
});
