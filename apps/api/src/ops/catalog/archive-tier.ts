import { forgetCatalog } from '../../modules/catalog/catalog-cache';
import { setArchived, type Archivable } from '../archiving';
import type { OpsContext } from '../context';
import * as tiers from '../../modules/catalog/tiers.repository';

const TIER: Archivable<NonNullable<Awaited<ReturnType<typeof tiers.findOpsTier>>>> = {
  name: 'Tier',
  target: 'tier',
  label: 'tier',
  find: (tx, projectId, id) => tiers.findOpsTier(tx, projectId, id, true),
  set: tiers.setTierArchived,
};

/**
 * Archives a membership tier (decision 020): fans are no longer offered it (register, upgrade or
 * downgrade onto it); members on it keep it, renew on their Stripe price, and can cancel or resume.
 * Its prices and Stripe objects are left as they are, so bringing it back is this row alone.
 */
export async function archiveTier(ctx: OpsContext, raw: unknown) {
  const row = await setArchived(ctx, TIER, raw, true);
  forgetCatalog(ctx);
  return row;
}

/** Offers an archived tier again (with its live prices). */
export async function unarchiveTier(ctx: OpsContext, raw: unknown) {
  const row = await setArchived(ctx, TIER, raw, false);
  forgetCatalog(ctx);
  return row;
}
