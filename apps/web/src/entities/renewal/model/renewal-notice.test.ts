import { describe, expect, it } from 'vitest';
import { renewalNotice, type RenewalNoticeInput } from './renewal-notice';

const base: RenewalNoticeInput = {
  method: 'card',
  amount: 1000,
  // 2026-12-03 00:30 in Japan: the day shown is Japan's, not UTC's (12-02).
  continuesUntil: '2026-12-02T15:30:00.000Z',
  requiresAction: false,
  voucherUrl: null,
  membership: { name: '星乃めぐり', currentTier: { title: 'ゴールド' } },
};

describe('renewalNotice', () => {
  it('a declined card: what failed, until when (JST day), update the card', () => {
    const n = renewalNotice(base);
    expect(n.title).toBe('更新のお支払いができませんでした');
    expect(n.lines[0]).toBe(
      '星乃めぐり（ゴールド）の更新料金 ¥1,000 を、ご登録のカードでお支払いできませんでした。',
    );
    expect(n.lines[1]).toContain('2026年12月3日までにカードを更新');
    expect(n.actions).toEqual(['updateCard']);
  });

  it('3-D Secure asked: authenticate first, or another card', () => {
    const n = renewalNotice({ ...base, requiresAction: true });
    expect(n.title).toBe('お支払いの認証が必要です');
    expect(n.actions).toEqual(['authenticate', 'updateCard']);
  });

  it('konbini: the payment page and the deadline with its hour in Japan time', () => {
    const n = renewalNotice({ ...base, method: 'konbini', voucherUrl: 'https://pay.example/in_1' });
    expect(n.title).toBe('更新のお支払いをお待ちしています');
    expect(n.lines[1]).toContain('2026年12月3日 00:30までにコンビニで');
    expect(n.actions).toEqual(['voucher']);
    expect(renewalNotice({ ...base, method: 'konbini' }).actions).toEqual([]);
  });
});
