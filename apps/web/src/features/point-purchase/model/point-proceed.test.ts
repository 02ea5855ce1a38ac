import { checkEmail } from '@fan/shared';
import { describe, expect, it } from 'vitest';
import { canProceedPointPayment } from './point-proceed';

describe('canProceedPointPayment', () => {
  it('card can always proceed, whatever the konbini e-mail says', () => {
    expect(canProceedPointPayment('card', checkEmail(''))).toBe(true);
  });

  it('konbini needs an e-mail that passes the rule', () => {
    expect(canProceedPointPayment('konbini', checkEmail(''))).toBe(false);
    expect(canProceedPointPayment('konbini', checkEmail('fan@'))).toBe(false);
    expect(canProceedPointPayment('konbini', checkEmail('select@example.com'))).toBe(false);
    expect(canProceedPointPayment('konbini', checkEmail('fan@example.com'))).toBe(true);
  });
});
