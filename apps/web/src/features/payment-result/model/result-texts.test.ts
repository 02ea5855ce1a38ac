import { describe, expect, it } from 'vitest';
import { atRenewalOf, paymentTypeOf, resultTexts } from './result-texts';

describe('resultTexts', () => {
  it('a purchase: payment complete / check the card on failure', () => {
    expect(resultTexts('success', 'one_time_payment')).toMatchObject({
      title: 'お支払いが完了しました',
      body: 'ご購入ありがとうございます。',
    });
    expect(resultTexts('failure', 'recurring_payment')).toMatchObject({
      title: 'お支払いに失敗しました',
      next: 'checkCard',
    });
    // Unknown (e.g. the page opened without state): as before.
    expect(resultTexts('failure', null).next).toBe('checkCard');
  });

  it('konbini failures speak of konbini, not of the card', () => {
    for (const type of ['konbini_one_time_payment', 'konbini_recurring_payment'] as const) {
      const texts = resultTexts('failure', type);
      expect(texts.title).toContain('コンビニ');
      expect(`${texts.title}${texts.body}`).not.toContain('カード');
      expect(texts.next).toBe('backToApp');
    }
  });

  it('cancel, resume and downgrade buy nothing: no "payment complete", no "thank you for your purchase"', () => {
    const titles = {
      cancel_payment: '解約のお手続きが完了しました',
      resume_payment: 'メンバーシップを再開しました',
      downgrade_recurring_payment: 'プランの変更を受け付けました',
    } as const;
    for (const [type, title] of Object.entries(titles)) {
      const ok = resultTexts('success', type as keyof typeof titles);
      expect(ok.title).toBe(title);
      expect(`${ok.page}${ok.title}${ok.body}`).not.toMatch(/お支払い|ご購入/);
      const failed = resultTexts('failure', type as keyof typeof titles);
      expect(`${failed.title}${failed.body}`).not.toMatch(/お支払い|カード/);
      expect(failed.next).toBe('backToApp');
    }
  });
});

describe('a change at the next renewal', () => {
  it("a konbini member's upgrade is worded as a change from the renewal, not a payment (decision 044)", () => {
    const ok = resultTexts('success', 'upgrade_recurring_payment', true);
    expect(ok.title).toBe('プランの変更を受け付けました');
    expect(`${ok.page}${ok.title}${ok.body}`).not.toMatch(/お支払い|ご購入/);
    expect(resultTexts('success', 'upgrade_recurring_payment').title).toBe('お支払いが完了しました');
    expect(atRenewalOf({ paymentType: 'upgrade_recurring_payment', atRenewal: true })).toBe(true);
    expect(atRenewalOf({ paymentType: 'upgrade_recurring_payment' })).toBe(false);
    expect(atRenewalOf(null)).toBe(false);
  });
});

describe('paymentTypeOf', () => {
  it('reads a known payment type from the location state, else null', () => {
    expect(paymentTypeOf({ paymentType: 'cancel_payment' })).toBe('cancel_payment');
    expect(paymentTypeOf({ paymentType: 'nonsense' })).toBeNull();
    expect(paymentTypeOf(null)).toBeNull();
    expect(paymentTypeOf(undefined)).toBeNull();
  });
});
