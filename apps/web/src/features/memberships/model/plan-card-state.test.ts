import { describe, expect, it } from 'vitest';
import { planMembership, planTier } from '../../../entities/membership/plan-fixtures';
import { konbiniPending } from './konbini-pending';
import { tierBadge } from './tier-badge';
import { perkChips } from './perk-chips';

describe('konbiniPending', () => {
  it('is set by the membership or by any pending tier', () => {
    expect(konbiniPending(null, [planTier()])).toBe(false);
    expect(konbiniPending(null, [planTier({ konbiniPaymentPending: true })])).toBe(true);
    expect(konbiniPending(planMembership({ konbiniPaymentPending: true }), [])).toBe(true);
  });
});

describe('tierBadge and perkChips', () => {
  it('labels pending, canceled, current and scheduled tiers', () => {
    expect(tierBadge(planTier({ konbiniPaymentPending: true }), null)).toBe('pending');
    expect(tierBadge(planTier({ currentTier: true }), planMembership({ isCanceled: true }))).toBe('canceled');
    expect(tierBadge(planTier({ currentTier: true }), planMembership())).toBe('current');
    const scheduled = planMembership({
      scheduledTier: { id: 'SubscriptionTier:2', databaseId: 2, title: 'ブロンズ' },
    });
    expect(tierBadge(planTier({ databaseId: 2 }), scheduled)).toBe('scheduled');
    // Canceled after scheduling a downgrade: no 「次回更新日から変更」 beside 「解約予定」.
    expect(tierBadge(planTier({ databaseId: 2 }), { ...scheduled, isCanceled: true })).toBeNull();
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
