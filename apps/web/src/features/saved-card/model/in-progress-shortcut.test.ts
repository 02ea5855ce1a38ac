import { describe, expect, it } from 'vitest';
import type { InProgressPayment } from '../../../lib/storage';
import { inProgressShortcut } from './in-progress-shortcut';

const none: InProgressPayment = { type: null, tierId: null, contributorId: null, subscriptionTierId: null };

describe('inProgressShortcut', () => {
  it('offers point purchase with its tier', () => {
    expect(inProgressShortcut({ ...none, type: 'point', tierId: '3' })).toEqual({
      label: 'ポイント購入に戻る',
      to: '/payments/points',
      state: { tierId: '3' },
    });
  });

  it('offers membership registration with contributor and tier', () => {
    const p = { ...none, type: 'membership' as const, contributorId: '7', subscriptionTierId: '2' };
    expect(inProgressShortcut(p)).toEqual({
      label: 'メンバーシップ登録に戻る',
      to: '/payments/memberships',
      state: { contributorId: '7', subscriptionTierId: '2' },
    });
  });

  it('offers nothing when nothing is in progress or a key is missing', () => {
    expect(inProgressShortcut(none)).toBeNull();
    expect(inProgressShortcut({ ...none, type: 'point' })).toBeNull();
    expect(inProgressShortcut({ ...none, type: 'membership', contributorId: '7' })).toBeNull();
    // A tier id left over from another flow does not turn a membership into a point purchase.
    expect(inProgressShortcut({ ...none, type: 'membership', tierId: '3' })).toBeNull();
  });
});
