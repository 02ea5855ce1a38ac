import { checkCardHolderName } from '@fan/shared';
import { describe, expect, it } from 'vitest';
import { holderNameMessage } from './holder-name-message';

describe('holderNameMessage', () => {
  it.each([
    ['', 'カード名義を入力してください'],
    ['ＴＡＲＯ', 'カード名義は半角英字で入力してください'],
    ['TARO 2', 'カード名義は半角英字で入力してください'],
    ['taro yamada', null],
  ])('%j -> %s', (value, message) => expect(holderNameMessage(checkCardHolderName(value))).toBe(message));
});
