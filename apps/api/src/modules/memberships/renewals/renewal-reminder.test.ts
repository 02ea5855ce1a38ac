import { describe, expect, it } from 'vitest';
import type { TierPriceRow } from '../../catalog/tiers.repository';
import { startOfJapanDay } from '@fan/shared';
import { renewalReminder } from './renewal-reminder';

const price = (months: number, konbini = false): TierPriceRow => ({
  id: 1,
  subscription_tier_id: 1,
  title: `${months}か月`,
  interval_months: months,
  price: konbini ? 3190 : 3000,
  konbini,
  konbini_fee: konbini ? 190 : 0,
  ios_product_id: null,
  ios_price: null,
  stripe_price_id: 'price_x',
  archived_at: null,
});
// Renews 2026-12-27 15:00 JST.
const renewsAt = new Date('2026-12-27T06:00:00Z');
const member = {
  platform: 'web' as const,
  stripe_subscription_id: 'sub_1',
  cancel_at_period_end: false,
  current_period_end: renewsAt,
  unpaid_renewal: null,
};

describe('renewalReminder', () => {
  it('starts at 00:00 JST of the Japan-time day 7 days before the renewal date', () => {
    expect(startOfJapanDay(renewsAt, -7).toISOString()).toBe('2026-12-19T15:00:00.000Z');
    // Just after midnight in Japan is still the previous UTC day.
    expect(startOfJapanDay(new Date('2026-12-26T15:30:00Z'), 0).toISOString()).toBe(
      '2026-12-26T15:00:00.000Z',
    );
    expect(renewalReminder(member, price(3), new Date('2026-12-19T14:59:59Z'))).toBeNull();
    expect(renewalReminder(member, price(3), new Date('2026-12-19T15:00:00Z'))).toMatchObject({
      amount: 3000,
      method: 'card',
    });
  });

  it('lasts until the renewal, then is gone', () => {
    expect(renewalReminder(member, price(3), new Date('2026-12-27T05:59:59Z'))).not.toBeNull();
    expect(renewalReminder(member, price(3), renewsAt)).toBeNull();
  });

  it('only for a renewing web plan of 3 months or more, not canceled, nothing unpaid', () => {
    const now = new Date('2026-12-21T00:00:00Z');
    expect(renewalReminder(member, price(1), now)).toBeNull();
    expect(renewalReminder(member, price(12), now)).not.toBeNull();
    expect(renewalReminder({ ...member, cancel_at_period_end: true }, price(3), now)).toBeNull();
    expect(renewalReminder({ ...member, platform: 'ios' }, price(3), now)).toBeNull();
    expect(renewalReminder({ ...member, stripe_subscription_id: null }, price(3), now)).toBeNull();
    const unpaid = {
      invoice_id: 'in_1',
      method: 'card' as const,
      amount: 3000,
      renewal_at: '',
      ends_at: '',
      next_retry_at: null,
      requires_action: false,
      voucher_url: null,
    };
    expect(renewalReminder({ ...member, unpaid_renewal: unpaid }, price(3), now)).toBeNull();
  });

  it('a konbini price is charged with its fee, at the store', () => {
    expect(renewalReminder(member, price(3, true), new Date('2026-12-21T00:00:00Z'))).toMatchObject({
      amount: 3190,
      method: 'konbini',
    });
  });
});
