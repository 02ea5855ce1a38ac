import { formatPoints } from './format-points';

export type TransactionTone = 'income' | 'expenditure';

/** Spec: income-only rows are green with a plus; every other row (spends, adjustments) a minus. */
export function transactionTone(t: { income: boolean; expenditure: boolean }): TransactionTone {
  return t.income && !t.expenditure ? 'income' : 'expenditure';
}

/** +500pt or -30pt (the API's amount is always positive). */
export function signedPoints(t: { income: boolean; expenditure: boolean; amount: number; unit: string }) {
  const sign = transactionTone(t) === 'income' ? '+' : '-';
  return `${sign}${formatPoints(Math.abs(t.amount), t.unit)}`;
}
