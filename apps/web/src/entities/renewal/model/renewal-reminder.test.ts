import { describe, expect, it } from 'vitest';
import { renewalReminderLines } from './renewal-reminder';

describe('renewalReminderLines', () => {
  const base = { renewsAt: '2026-12-26T15:30:00Z', amount: 3000, tierTitle: 'ゴールド' };

  it('names the Japan-time date, the amount and the card', () => {
    const [line, cancel] = renewalReminderLines('星野ミア', {
      ...base,
      method: 'card',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    // 15:30 UTC on the 26th is the 27th in Japan.
    expect(line).toBe(
      '星野ミア（ゴールド）は 2026年12月27日 に自動で更新され、¥3,000 をカード（VISA •••• 4242）でお支払いいただきます。',
    );
    expect(cancel).toContain('更新日の前日までに');
  });

  it('a card without details, and konbini', () => {
    expect(renewalReminderLines('A', { ...base, method: 'card' })[0]).toContain('をご登録のカードで');
    expect(renewalReminderLines('A', { ...base, method: 'konbini', amount: 3190 })[0]).toContain(
      '¥3,190 をコンビニ払い',
    );
  });
});
