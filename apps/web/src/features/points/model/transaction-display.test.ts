import { describe, expect, it } from 'vitest';
import { signedPoints, transactionTone } from './transaction-display';

const row = (income: boolean, expenditure: boolean, amount = 1000) => ({
  income,
  expenditure,
  amount,
  unit: 'pt',
});

describe('transaction display', () => {
  it('income-only rows are income with a plus and separators', () => {
    expect(transactionTone(row(true, false))).toBe('income');
    expect(signedPoints(row(true, false))).toBe('+1,000pt');
  });

  it('every other row is shown as a minus', () => {
    expect(signedPoints(row(false, true, 30))).toBe('-30pt');
    expect(transactionTone(row(true, true))).toBe('expenditure');
    expect(transactionTone(row(false, false))).toBe('expenditure');
  });
});
