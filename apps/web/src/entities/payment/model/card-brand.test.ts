import { describe, expect, it } from 'vitest';
import { brandDisplayName } from './card-brand';

describe('brandDisplayName', () => {
  it.each([
    ['visa', 'VISA'],
    ['mastercard', 'Mastercard'],
    ['jcb', 'JCB'],
    ['amex', 'American Express'],
    ['diners', 'Diners Club'],
    ['discover', 'Discover'],
  ])('%s -> %s', (brand, name) => expect(brandDisplayName(brand)).toBe(name));

  it('upper-cases an unknown brand', () => expect(brandDisplayName('unionpay')).toBe('UNIONPAY'));
});
