import { describe, expect, it } from 'vitest';
import { planMembership, planTier } from './plan-fixtures';
import { membershipFlagsOf, tierActions } from './tier-actions';
import { tierBadge } from './tier-badge';
import { perkChips } from './perk-chips';

describe('membershipFlagsOf and tierActions', () => {
  it('without a membership offers registration of every tier', () => {
    const flags = membershipFlagsOf(null, []);
    expect(flags).toEqual({
      hasMembership: false,
      hasActivePaid: false,
      isCanceled: false,
      konbiniPending: false,
    });
    expect(tierActions(planTier(), flags).register).toBe(true);
    expect(tierActions(planTier({ isFree: true }), flags).register).toBe(true);
  });

  it('with an active paid tier hides the free card and offers upgrade and cancel', () => {
    const tiers = [
      planTier({ isFree: true }),
      planTier({ currentTier: true }),
      planTier({ upgradeTier: true }),
    ];
    const flags = membershipFlagsOf(planMembership(), tiers);
    expect(tierActions(tiers[0]!, flags).hidden).toBe(true);
    expect(tierActions(tiers[1]!, flags)).toMatchObject({ cancel: true, resume: false, register: false });
    expect(tierActions(tiers[2]!, flags)).toMatchObject({ upgrade: true, register: false });
  });

  it('counts a pending konbini tier and a canceled membership', () => {
    const pending = planTier({ konbiniPaymentPending: true });
    expect(membershipFlagsOf(null, [pending]).konbiniPending).toBe(true);
    const flags = membershipFlagsOf(planMembership({ isCanceled: true }), []);
    expect(tierActions(planTier({ currentTier: true }), flags)).toMatchObject({
      resume: true,
      cancel: false,
    });
  });

  it('agrees with the server action matrix on an iOS membership: nothing to do', () => {
    const ios = planTier({ currentTier: true, paidPlatform: 'ios' });
    const actions = tierActions(ios, membershipFlagsOf(planMembership({ paidPlatform: 'ios' }), [ios]));
    expect(actions).toEqual({ ...ios.actions, hidden: false });
  });
});

describe('tierBadge and perkChips', () => {
  it('labels pending, canceled, current and scheduled tiers', () => {
    expect(tierBadge(planTier({ konbiniPaymentPending: true }), null)).toBe('pending');
    expect(tierBadge(planTier({ currentTier: true }), planMembership({ isCanceled: true }))).toBe('canceled');
    expect(tierBadge(planTier({ currentTier: true }), planMembership())).toBe('current');
    const scheduled = planMembership({ scheduledTier: { databaseId: 2, title: 'ブロンズ' } });
    expect(tierBadge(planTier({ databaseId: 2 }), scheduled)).toBe('scheduled');
    expect(tierBadge(planTier(), null)).toBeNull();
  });

  it('lists the perks per month', () => {
    const chips = perkChips({
      meetingTicket: true,
      meetingTickets: 2,
      meetingMinutes: 30,
      premiumChat: true,
      voiceCall: true,
    });
    expect(chips).toEqual([
      'ミーティングチケット 月2枚',
      'ミーティング 月30分',
      'プレミアムチャット',
      '音声通話',
    ]);
  });
});
