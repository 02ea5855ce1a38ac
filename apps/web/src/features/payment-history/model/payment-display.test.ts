import { describe, expect, it } from 'vitest';
import type { PaymentEntry } from '../api/payment-history-documents';
import {
  hasReceipt,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentTime,
  paymentTitle,
  refundLabel,
} from './payment-display';

const base: PaymentEntry = {
  id: 'UGF5bWVudDpwb2ludC0x',
  paymentId: 'point-1',
  kind: 'points',
  status: 'paid',
  occurredAt: '2026-03-31T15:05:00.000Z',
  paidAt: '2026-03-31T15:06:00.000Z',
  amount: 1200,
  refundedAmount: 0,
  method: 'card',
  cardBrand: 'visa',
  cardLast4: '4242',
  points: 1000,
  unit: 'pt',
  creatorName: null,
  tierTitle: null,
  months: null,
};

describe('payment history rows', () => {
  it('says what was paid for: points, or a creator tier with why and how long', () => {
    expect(paymentTitle(base)).toBe('ポイント購入（1,000pt）');
    const membership = {
      ...base,
      kind: 'membership_renewal' as const,
      points: null,
      unit: null,
      creatorName: '星野ミア',
      tierTitle: 'ゴールド',
      months: 3,
    };
    expect(paymentTitle(membership)).toBe('星野ミア ゴールド（メンバーシップ更新・3か月）');
    expect(paymentTitle({ ...membership, kind: 'membership_plan_change', months: 0 })).toBe(
      '星野ミア ゴールド（プラン変更）',
    );
    expect(paymentTitle({ ...membership, kind: 'membership_registration', months: 1 })).toBe(
      '星野ミア ゴールド（メンバーシップ登録・1か月）',
    );
  });

  it('names the method: brand and last four, a card not recorded, or konbini', () => {
    expect(paymentMethodLabel(base)).toBe('Visa •••• 4242');
    expect(paymentMethodLabel({ ...base, cardBrand: 'jcb', cardLast4: '0000' })).toBe('JCB •••• 0000');
    expect(paymentMethodLabel({ ...base, cardBrand: 'unionpay', cardLast4: '1234' })).toBe(
      'UNIONPAY •••• 1234',
    );
    expect(paymentMethodLabel({ ...base, cardBrand: null, cardLast4: null })).toBe('クレジットカード');
    expect(paymentMethodLabel({ ...base, method: 'konbini', cardBrand: null, cardLast4: null })).toBe(
      'コンビニ決済',
    );
  });

  it('shows the state honestly, and a receipt only once the money arrived', () => {
    expect(paymentStatusLabel(base)).toBe('支払い済み');
    expect(paymentStatusLabel({ status: 'awaiting_konbini' })).toBe('お支払い待ち');
    expect(paymentStatusLabel({ status: 'refunded' })).toBe('返金済み');
    expect(paymentStatusLabel({ status: 'partly_refunded' })).toBe('一部返金');
    expect(hasReceipt({ status: 'awaiting_konbini' })).toBe(false);
    expect(hasReceipt({ status: 'refunded' })).toBe(true);
    expect(refundLabel(base)).toBeNull();
    expect(refundLabel({ refundedAmount: 200 })).toBe('返金額 ¥200');
  });

  it('dates a row in Japan time: when paid, or when ordered while the voucher waits', () => {
    // 15:06 UTC on 31 March is 00:06 on 1 April in Japan.
    expect(paymentTime(base)).toBe('2026/04/01 00:06');
    expect(paymentTime({ ...base, paidAt: null })).toBe('2026/04/01 00:05');
  });
});
