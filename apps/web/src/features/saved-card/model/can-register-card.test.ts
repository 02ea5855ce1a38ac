import { describe, expect, it } from 'vitest';
import { canRegisterCard, type CardFormState } from './can-register-card';

const ready: CardFormState = {
  number: 'complete',
  expiry: 'complete',
  cvc: 'complete',
  holderNameValid: true,
  emailValid: true,
  inFlight: false,
};

describe('canRegisterCard', () => {
  it('is enabled when everything is complete and valid', () => expect(canRegisterCard(ready)).toBe(true));

  it.each<[string, Partial<CardFormState>]>([
    ['number empty', { number: 'empty' }],
    ['expiry incomplete', { expiry: 'incomplete' }],
    ['cvc in error', { cvc: 'error' }],
    ['holder name invalid', { holderNameValid: false }],
    ['e-mail invalid', { emailValid: false }],
    ['a registration in flight', { inFlight: true }],
  ])('is disabled with %s', (_, change) => expect(canRegisterCard({ ...ready, ...change })).toBe(false));
});
