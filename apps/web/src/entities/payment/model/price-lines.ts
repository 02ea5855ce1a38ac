/** The lines of お支払い金額 (PriceBreakdownView), whatever is bought. */
export interface PriceLines {
  /** 商品価格 of points, プラン料金 of a membership; for konbini the price without the fee. */
  item: number;
  /** コンビニ手数料; null for card. */
  fee: number | null;
  /** 合計. */
  total: number;
}
