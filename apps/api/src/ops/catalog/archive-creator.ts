import { forgetCatalog } from '../../modules/catalog/catalog-cache';
import { archiveRule } from './archiving';
import * as creators from '../../modules/catalog/creators.repository';

const creator = archiveRule({
  target: 'creator',
  find: creators.findCreator,
  set: creators.setCreatorArchived,
  audited: (row) => ({ ...row, icon: undefined }),
  then: forgetCatalog,
});

/**
 * Archives a creator (decision 020): fans no longer find them among the creators to join and cannot
 * register to any of their tiers; members keep their memberships, renewals, cancel and resume.
 * Stripe is not touched, so bringing the creator back is this row alone.
 */
export const archiveCreator = creator.archive;

/** Offers an archived creator again (their tiers and prices as they were). */
export const unarchiveCreator = creator.unarchive;
