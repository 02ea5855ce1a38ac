import { describe, expect, it } from 'vitest';
import { renewalOutcomeToast } from './renewal-outcome-toast';

describe('renewalOutcomeToast', () => {
  it('says the card was saved whatever became of the payment', () => {
    for (const outcome of ['paid', 'declined', 'authFailed', 'changed', 'unknown'] as const)
      expect(renewalOutcomeToast(outcome, 1100)).toMatch(/^クレジットカード情報(を|は)登録/);
  });

  it('names the amount paid or not paid, and leaves routed errors to the error link', () => {
    expect(renewalOutcomeToast('paid', 1100)).toBe(
      'クレジットカード情報を登録し、更新料金 ¥1,100 のお支払いが完了しました。',
    );
    expect(renewalOutcomeToast('declined', 1100)).toContain('¥1,100 はこのカードでお支払いできませんでした');
    expect(renewalOutcomeToast('changed', 1100)).toContain('お支払いはしていません');
    expect(renewalOutcomeToast('routed', 1100)).toBeNull();
  });
});
