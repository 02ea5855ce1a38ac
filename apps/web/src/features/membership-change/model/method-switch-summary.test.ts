import { describe, expect, it } from 'vitest';
import { planMembership, planTier } from '../../../entities/membership/plan-fixtures';
import type { MembershipPlansQuery } from '../../../graphql/generated/operations';
import { methodSwitchSummary } from './method-switch-summary';

const price = (id: string, konbini: boolean, stripePrice: number) => ({
  id: `SubscriptionPrice:${id}`,
  databaseId: 1,
  title: '1ヶ月',
  interval: 1,
  stripePriceId: id,
  stripePrice,
  stripeKonbiniFee: konbini ? 190 : 0,
  konbini,
});

const plans = (paymentMethod: 'card' | 'konbini') =>
  ({
    contributorProfile: { databaseId: 7, name: '蒼空レン', icon: '' },
    subscriptionMembership: planMembership({ paymentMethod }),
    subscriptionTiersConnection: {
      nodes: [
        planTier({
          subscriptionPricesConnection: {
            nodes: [price('price_card', false, 500), price('price_konbini', true, 690)],
          },
        }),
      ],
    },
  }) as unknown as MembershipPlansQuery;

const value = (s: ReturnType<typeof methodSwitchSummary>, label: string) =>
  s?.rows.find((r) => r.label === label);

describe('methodSwitchSummary', () => {
  it('card to konbini: nothing now, the konbini price with its fee from the renewal, the voucher days', () => {
    const s = methodSwitchSummary(plans('card'), 'price_konbini', null)!;
    expect(value(s, '変更後のお支払い方法')?.value).toEqual(['コンビニ払い']);
    expect(value(s, '今回のお支払い')).toMatchObject({ value: ['¥0'], note: '（請求はありません）' });
    expect(value(s, '次回更新日')).toMatchObject({
      value: ['2026年12月21日から', '¥690／月'],
      note: '（更新日にお支払い番号を発行します。3日以内にお支払いください）',
    });
    expect(s.body).toBe(
      '2026年12月21日の更新からコンビニ払いでお支払いいただきます。プランと期間は変わりません。今回の請求はありません。',
    );
    expect(s.confirmLabel).toBe('お支払い方法を変更する');
  });

  it('konbini to card names the card, and needs one', () => {
    const card = { id: 'PaymentMethod:pm_1', brand: 'visa', last4: '4242' } as never;
    const s = methodSwitchSummary(plans('konbini'), 'price_card', card)!;
    expect(value(s, '変更後のお支払い方法')?.value).toEqual(['VISA •••• 4242']);
    expect(value(s, '現在のお支払い方法')?.value).toEqual(['コンビニ払い']);
    expect(methodSwitchSummary(plans('konbini'), 'price_card', null)).toBeNull();
  });
});
