import DataLoader from 'dataloader';
import type { RequestStore } from '../../lib/per-request';
import { rowsPerKey } from '../../lib/rows-per-key';
import type { Services } from '../../services';
import { listTierPrices, type PaymentStructureRow } from './points.repository';

const PRICES_BY_TIER = Symbol('prices-by-tier');

/**
 * The payment structures of point packages, batched for one request and read only when a field
 * asks for them: the points screen's package list does not, a payment screen's package does.
 */
export function tierPricesLoader(ctx: Pick<Services, 'db'> & RequestStore, projectId: string) {
  return ctx.perRequest(
    PRICES_BY_TIER,
    () =>
      new DataLoader<number, PaymentStructureRow[]>(async (tierIds) => {
        const prices = await listTierPrices(ctx.db, projectId, tierIds);
        return rowsPerKey(tierIds, prices, (price) => price.tier_id);
      }),
  );
}
