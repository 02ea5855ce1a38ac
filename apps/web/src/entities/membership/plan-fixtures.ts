import type { PlanMembership, PlanTier } from './plan-documents';

/** Test data builders for the plan models (not shipped: only tests import this). */
export function planTier(over: Partial<PlanTier> = {}): PlanTier {
  const databaseId = over.databaseId ?? 2;
  return {
    id: `SubscriptionTier:${databaseId}`,
    databaseId,
    title: 'ブロンズ',
    description: '',
    level: 'bronze',
    isFree: false,
    currentTier: false,
    upgradeTier: false,
    downgradeTier: false,
    restrictedTier: false,
    konbiniPaymentPending: false,
    paidPlatform: null,
    meetingTicket: false,
    meetingTickets: 0,
    meetingMinutes: 0,
    premiumChat: false,
    voiceCall: false,
    actions: {
      register: false,
      cancel: false,
      resume: false,
      upgrade: false,
      downgrade: false,
      hidden: false,
    },
    subscriptionPricesConnection: { nodes: [] },
    ...over,
  };
}

export function planMembership(over: Partial<PlanMembership> = {}): PlanMembership {
  return {
    id: 'SubscriptionMembership:1',
    databaseId: 1,
    contributorId: 7,
    isCanceled: false,
    konbiniPaymentPending: false,
    registrationPending: false,
    paidPlatform: 'other',
    paymentMethod: 'card',
    nextBillingDate: '2026-12-20T15:00:00Z',
    unpaidRenewal: null,
    currentTier: { id: 'SubscriptionTier:2', databaseId: 2, title: 'ブロンズ', isFree: false },
    currentPrice: {
      id: 'SubscriptionPrice:1',
      stripePriceId: 'price_bronze_1m',
      interval: 1,
      title: '1ヶ月',
      stripePrice: 500,
    },
    scheduledTier: null,
    ...over,
  };
}
