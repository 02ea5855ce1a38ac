import { describe, expect, it } from 'vitest';
import { consumptionTaxIncluded } from './receipt-tax';

describe('consumptionTaxIncluded', () => {
  it('cuts off fractions of a yen (floor of amount × 10 / 110)', () => {
    expect(consumptionTaxIncluded(1100)).toBe(100);
    expect(consumptionTaxIncluded(1200)).toBe(109); // 109.09…
    expect(consumptionTaxIncluded(500)).toBe(45); // 45.45…
    expect(consumptionTaxIncluded(109)).toBe(9); // 9.909…: floor, not round
    expect(consumptionTaxIncluded(0)).toBe(0);
  });
});
