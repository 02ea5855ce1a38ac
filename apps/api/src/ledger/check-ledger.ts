import type { Services } from '../services';
import { balancesOffTheirEntries, couponCreditsWithoutRedemption } from './ledger.repository';

/**
 * The reconcile report's part on the ledger against itself: every balance equal to its entries and
 * never negative, every coupon credit backed by a redemption.
 */
export async function checkLedger(services: Pick<Services, 'db'>) {
  const mismatches: { kind: string; id: string; detail: string }[] = [];
  for (const b of await balancesOffTheirEntries(services.db))
    mismatches.push({
      kind: 'balance',
      id: `${b.listener_id}/${b.tier_type_id}`,
      detail: `paid ${b.paid} vs entries ${b.paid_sum}, free ${b.free} vs entries ${b.free_sum}`,
    });
  for (const c of await couponCreditsWithoutRedemption(services.db))
    mismatches.push({ kind: 'coupon-credit', id: c.id, detail: `${c.reference} without a redemption` });
  return { mismatches };
}
