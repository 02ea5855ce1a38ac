import { forgetCatalog } from '../../modules/catalog/catalog-cache';
import { archiveRule } from './archiving';
import * as tiers from '../../modules/catalog/tiers.repository';

const tier = archiveRule({
  target: 'tier',
  find: tiers.findOpsTier,
  set: tiers.setTierArchived,
  then: forgetCatalog,
});

/**
 * Archives a membership tier (decision 020): fans are no longer offered it (register, upgrade or
 * downgrade onto it); members on it keep it, renew on their Stripe price, and can cancel or resume.
 * Its prices and Stripe objects are left as they are, so bringing it back is this row alone.
 */
export const archiveTier = tier.archive;

/** Offers an archived tier again (with its live prices). */
export const unarchiveTier = tier.unarchive;
