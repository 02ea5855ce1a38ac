/**
 * Whether the console offers a refund: a paid card purchase not refunded yet. The API decides the
 * rest (the points must still be held) and says why when it refuses.
 */
export function isRefundable(purchase: {
  method: string;
  status: string;
  refundedAt: string | null;
}): boolean {
  return purchase.method === 'card' && purchase.status === 'succeeded' && !purchase.refundedAt;
}
