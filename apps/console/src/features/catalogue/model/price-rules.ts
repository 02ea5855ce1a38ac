// What the API and Stripe accept for a price, checked before sending so the form says it in words.
// The API checks the same (apps/api/src/ops/catalog/tier-prices.ts, points/point-packages.ts,
// stripe-limits.ts): a konbini payment is at least ¥120 and at most ¥300,000
// (https://docs.stripe.com/payments/konbini).
export const KONBINI_YEN = { min: 120, max: 300_000 } as const;
export const TIER_PRICE_YEN = { min: 100, max: 1_000_000 } as const;
export const PACKAGE_PRICE_YEN = { min: 50, max: 300_000 } as const;
export const KONBINI_FEE_YEN = { min: 0, max: 1000 } as const;
export const PERIODS = [1, 3, 6, 12] as const;

const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;

function within(label: string, value: number, range: { min: number; max: number }): string | null {
  if (!Number.isInteger(value)) return `${label}は整数の円で入力してください。`;
  if (value < range.min || value > range.max)
    return `${label}は${yen(range.min)}〜${yen(range.max)}の範囲にしてください。`;
  return null;
}

/** A tier's price for one period: by card, or at a konbini (the price includes the fee). */
export function tierPriceProblem(input: {
  konbini: boolean;
  price: number;
  konbiniFee: number;
}): string | null {
  return (
    within('価格', input.price, TIER_PRICE_YEN) ??
    (input.konbini
      ? (within('コンビニ手数料', input.konbiniFee, KONBINI_FEE_YEN) ??
        (input.konbiniFee >= input.price ? 'コンビニ価格は手数料より高くしてください。' : null) ??
        within('コンビニ払いの金額', input.price, KONBINI_YEN))
      : null)
  );
}

/** A point package: its card price, and price + fee at a konbini. */
export function packagePriceProblem(input: { price: number; konbiniFee: number }): string | null {
  return (
    within('カード価格', input.price, PACKAGE_PRICE_YEN) ??
    within('コンビニ手数料', input.konbiniFee, KONBINI_FEE_YEN) ??
    within('コンビニ払いの金額（価格＋手数料）', input.price + input.konbiniFee, KONBINI_YEN)
  );
}
