import { describe, expect, it } from 'vitest';
import { cardFieldMessage, statusFromChange } from './card-field-status';

describe('statusFromChange', () => {
  it('maps Stripe change events to a status', () => {
    expect(statusFromChange({ empty: true, complete: false })).toBe('empty');
    expect(statusFromChange({ empty: false, complete: false })).toBe('incomplete');
    expect(statusFromChange({ empty: false, complete: true })).toBe('complete');
    expect(statusFromChange({ empty: false, complete: false, error: { code: 'invalid_number' } })).toBe(
      'error',
    );
  });
});

describe('cardFieldMessage', () => {
  it('asks for an empty field only after it was left', () => {
    expect(cardFieldMessage('カード番号', { status: 'empty', touched: false })).toBeNull();
    expect(cardFieldMessage('カード番号', { status: 'empty', touched: true })).toBe(
      'カード番号を入力してください',
    );
  });

  it('asks to check an incomplete or invalid field only after it was left', () => {
    expect(cardFieldMessage('有効期限', { status: 'incomplete', touched: false })).toBeNull();
    expect(cardFieldMessage('有効期限', { status: 'incomplete', touched: true })).toBe(
      '有効期限を確認してください',
    );
    expect(cardFieldMessage('セキュリティコード', { status: 'error', touched: false })).toBeNull();
    expect(cardFieldMessage('セキュリティコード', { status: 'error', touched: true })).toBe(
      'セキュリティコードを確認してください',
    );
  });

  it('says nothing about a complete field', () => {
    expect(cardFieldMessage('カード番号', { status: 'complete', touched: true })).toBeNull();
  });
});
