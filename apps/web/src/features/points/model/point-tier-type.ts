/** The spec's points are the tier type keyed point_tiers; other tier types are not shown here. */
export const POINT_TIER_TYPE_KEY = 'point_tiers';

export function pickPointTierType<T extends { key: string }>(nodes: readonly T[] | undefined): T | null {
  return nodes?.find((n) => n.key === POINT_TIER_TYPE_KEY) ?? null;
}
