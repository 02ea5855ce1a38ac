import { describe, expect, it } from 'vitest';
import { ADDRESSEE_MAX, addresseeLine, receiptAmounts, refundNote } from './receipt-display';

describe('receipt figures and 宛名', () => {
  it('shows the server’s 税込 total and the consumption tax in it for the 10 % rate', () => {
    expect(receiptAmounts({ totalAmount: 1200, taxAmount: 109, taxRate: 10 })).toEqual({
      total: '¥1,200',
      rateLine: '10%対象',
      taxLabel: '内消費税（10%）',
      tax: '¥109',
    });
  });

  it('addresses the receipt to what the fan typed, with 様 once, or leaves the name blank', () => {
    expect(addresseeLine('  山田 太郎 ')).toBe('山田 太郎 様');
    expect(addresseeLine('株式会社ファン 様')).toBe('株式会社ファン 様');
    expect(addresseeLine('   ')).toBe('様');
    expect(addresseeLine('あ'.repeat(ADDRESSEE_MAX + 5))).toBe(`${'あ'.repeat(ADDRESSEE_MAX)} 様`);
  });

  it('says when the payment was refunded, with the amount', () => {
    expect(refundNote({ status: 'paid', refundedAmount: 0 })).toBeNull();
    expect(refundNote({ status: 'refunded', refundedAmount: 1200 })).toBe(
      'このお支払いは返金済みです（返金額 ¥1,200）。',
    );
    expect(refundNote({ status: 'partly_refunded', refundedAmount: 200 })).toBe(
      'このお支払いは一部返金されています（返金額 ¥200）。',
    );
  });
});
