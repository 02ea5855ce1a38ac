import DataLoader from 'dataloader';
import type { RequestStore } from '../../lib/per-request';
import { rowsPerKey } from '../../lib/rows-per-key';
import type { Services } from '../../services';
import { listTiers, type TierRow } from './points.repository';

const TIERS_BY_TYPE = Symbol('tiers-by-tier-type');

/**
 * The point packages of tier types, batched for one request: Query.tiersConnection and every
 * TierType.tiersConnection of an operation share one statement, however many tier types it lists.
 */
export function tiersLoader(ctx: Pick<Services, 'db'> & RequestStore, projectId: string) {
  return ctx.perRequest(
    TIERS_BY_TYPE,
    () =>
      new DataLoader<number, TierRow[]>(async (tierTypeIds) => {
        const tiers = await listTiers(ctx.db, projectId, { tierTypeIds });
        return rowsPerKey(tierTypeIds, tiers, (tier) => tier.tier_type_id);
      }),
  );
}
