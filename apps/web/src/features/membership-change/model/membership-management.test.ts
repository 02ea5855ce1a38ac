import { describe, expect, it } from 'vitest';
import type { MembershipPlansQuery } from '../../../graphql/generated/operations';
import { managementNeedsCard, managementSummary } from './membership-management';

const plans = (currentPriceId: string) =>
  ({
    contributorProfile: { databaseId: 7, name: '蒼空レン', icon: '' },
    subscriptionMembership: {
      nextBillingDate: '2026-12-24T15:00:00.000Z',
      currentTier: { title: 'ライト' },
      currentPrice: { stripePriceId: currentPriceId, interval: 1, title: '1ヶ月', stripePrice: 500 },
    },
    subscriptionTiersConnection: {
      nodes: [
        {
          title: 'ライト',
          subscriptionPricesConnection: {
            nodes: [{ stripePriceId: 'price_light_new', interval: 1, title: '1ヶ月', stripePrice: 800 }],
          },
        },
      ],
    },
  }) as unknown as MembershipPlansQuery;

const valueOf = (summary: ReturnType<typeof managementSummary>, label: string) =>
  summary?.rows.find((r) => r.label === label)?.value.join('');

describe('managementSummary', () => {
  it("cancels at the member's own price after an operator replaced it", () => {
    const summary = managementSummary('cancel_payment', plans('price_light_old'), 'price_light_old');
    expect(valueOf(summary, '料金')).toBe('¥500 / 1ヶ月');
    expect(valueOf(summary, '有効期限')).toBe('2026年12月25日');
    expect(summary?.confirmLabel).toBe('解約する');
  });

  it('resumes at the price the member pays, with the renewal date', () => {
    const summary = managementSummary('resume_payment', plans('price_light_old'), 'price_light_old');
    expect(valueOf(summary, '料金')).toBe('¥500 / 1ヶ月');
    expect(valueOf(summary, '次回更新日')).toBe('2026年12月25日');
  });

  it('knows nothing of a price that is neither the member’s nor a tier’s', () => {
    expect(managementSummary('cancel_payment', plans('price_light_old'), 'price_other')).toBeNull();
  });
});

describe('managementNeedsCard', () => {
  it('lets a cancel through without a card', () => {
    expect(managementNeedsCard('cancel_payment')).toBe(false);
    expect(managementNeedsCard('upgrade_recurring_payment')).toBe(true);
    expect(managementNeedsCard('resume_payment')).toBe(true);
  });
});
