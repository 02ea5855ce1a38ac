import { describe, expect, it } from 'vitest';
import {
  checkBirthDate,
  checkCardHolderName,
  checkEmail,
  checkListenerName,
  checkPassword,
  checkPromotionCode,
} from '../src';

describe('checkEmail', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['fan', 'format'],
    ['fan@', 'format'],
    ['fan@example', 'format'],
    ['a b@example.com', 'format'],
    ['</script>@example.com', 'format'],
    ['select@example.com', 'format'],
    ['x.insert@example.com', 'format'],
    ['update@example.com', 'format'],
    ['delete@example.com', 'format'],
    ['like@example.com', 'format'],
    ['fan@example.com', null],
    ['taro.yamada+vt@mail.example.co.jp', null],
    ['selection@example.com', null],
  ])('%j -> %s', (value, expected) => expect(checkEmail(value)).toBe(expected));
});

describe('checkPassword', () => {
  it.each([
    ['', 'required'],
    ['abc12', 'weak'],
    ['abcdef', 'weak'],
    ['123456', 'weak'],
    ['abc123', null],
    ['Passw0rd!', null],
  ])('%j -> %s', (value, expected) => expect(checkPassword(value)).toBe(expected));
});

describe('checkCardHolderName', () => {
  it.each([
    ['', 'required'],
    ['ＴＡＲＯ', 'format'],
    ['TARO 2', 'format'],
    ['山田', 'format'],
    ['TARO YAMADA', null],
    ['taro yamada', null],
  ])('%j -> %s', (value, expected) => expect(checkCardHolderName(value)).toBe(expected));
});

describe('checkPromotionCode', () => {
  it('requires a value and at most 20 characters', () => {
    expect(checkPromotionCode('')).toBe('required');
    expect(checkPromotionCode('A'.repeat(20))).toBeNull();
    expect(checkPromotionCode('A'.repeat(21))).toBe('tooLong');
  });
});

describe('checkBirthDate', () => {
  const today = new Date('2026-11-21T00:00:00Z');
  it.each([
    ['2000-02-29', null],
    ['2001-02-29', 'format'],
    ['1899-12-31', 'format'],
    ['2030-01-01', 'format'],
    ['2000/01/01', 'format'],
  ])('%j -> %s', (value, expected) => expect(checkBirthDate(value, today)).toBe(expected));
});

describe('checkListenerName', () => {
  it.each([
    ['みなと', null],
    ['Aさん 🎤', null],
    ['家族👨‍👩‍👧', null],
    ['   ', 'required'],
    ['あ'.repeat(51), 'tooLong'],
    ['abc\u202Egnp.exe', 'format'],
    ['a\u2066b\u2069', 'format'],
    ['a\u200Fb', 'format'],
    ['み\u200Bなと', 'format'],
    ['み\u200Cなと', 'format'],
    ['み\u200Dなと', 'format'],
    ['\u2060みなと', 'format'],
    ['み\u00ADなと', 'format'],
    ['\u3164', 'format'],
    ['\uFEFFみなと', 'format'],
    ['a\u{E0041}', 'format'],
    ['a\nb', 'format'],
  ])('%j -> %s', (value, expected) => expect(checkListenerName(value)).toBe(expected));
});
