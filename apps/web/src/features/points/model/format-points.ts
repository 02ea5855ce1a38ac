/** 1,000pt: the amount with thousands separators and the tier type's unit. */
export function formatPoints(amount: number, unit: string): string {
  return `${amount.toLocaleString('ja-JP')}${unit}`;
}
