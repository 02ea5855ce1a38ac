/** The couponType of the point tier type (key point_tiers); null until the catalogue is known. */
export function pointCouponType(nodes: readonly { key: string; couponType: string }[] | undefined) {
  return nodes?.find((n) => n.key === 'point_tiers')?.couponType ?? null;
}
