import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentReceiptData } from '../api/payment-history-documents';
import { ReceiptSheet } from './ReceiptSheet';

const receipt: PaymentReceiptData = {
  receiptNumber: 'P20260401-0123456789',
  issuerName: 'VFan開発用株式会社',
  registrationNumber: 'T1234567890123',
  paidAt: '2026-03-31T15:06:00.000Z',
  totalAmount: 1200,
  taxRate: 10,
  taxAmount: 109,
  payment: {
    id: 'x',
    paymentId: 'point-1',
    kind: 'points',
    status: 'refunded',
    occurredAt: '2026-03-31T15:05:00.000Z',
    paidAt: '2026-03-31T15:06:00.000Z',
    amount: 1200,
    refundedAmount: 1200,
    method: 'card',
    cardBrand: 'visa',
    cardLast4: '4242',
    points: 1000,
    unit: 'pt',
    creatorName: null,
    tierTitle: null,
    months: null,
  },
};

describe('ReceiptSheet', () => {
  it('prints the 宛名, the issuer and its 登録番号, the item, the tax and the refund', () => {
    render(<ReceiptSheet receipt={receipt} addressee="山田 太郎" />);
    expect(screen.getByTestId('receipt-addressee').textContent).toBe('山田 太郎 様');
    expect(screen.getByText('VFan開発用株式会社')).toBeTruthy();
    expect(screen.getByText('T1234567890123')).toBeTruthy();
    expect(screen.getByText('P20260401-0123456789')).toBeTruthy();
    expect(screen.getByText('ポイント購入（1,000pt）')).toBeTruthy();
    expect(screen.getByText('内消費税（10%）').nextSibling?.textContent).toBe('¥109');
    expect(screen.getByRole('note').textContent).toBe('このお支払いは返金済みです（返金額 ¥1,200）。');
    expect(screen.getByText('2026年4月1日 00:06')).toBeTruthy();
  });
});
