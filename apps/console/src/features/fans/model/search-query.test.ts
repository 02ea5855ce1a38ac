import { describe, expect, it } from 'vitest';
import { parseFanSearch } from './search-query';

describe('parseFanSearch', () => {
  it('reads listener ids, e-mail addresses and Stripe ids', () => {
    expect(parseFanSearch(' 42 ')).toEqual({ kind: 'id', id: 42 });
    expect(parseFanSearch('#7')).toEqual({ kind: 'id', id: 7 });
    expect(parseFanSearch('Fan@Example.com')).toEqual({ kind: 'email', email: 'Fan@Example.com' });
    expect(parseFanSearch('cus_ABC123')).toEqual({ kind: 'stripe', stripeId: 'cus_ABC123' });
    expect(parseFanSearch('pi_3Xy')).toEqual({ kind: 'stripe', stripeId: 'pi_3Xy' });
  });
  it('refuses anything else', () => {
    expect(parseFanSearch('')).toEqual({ kind: 'invalid' });
    expect(parseFanSearch('yuki')).toEqual({ kind: 'invalid' });
  });
});
