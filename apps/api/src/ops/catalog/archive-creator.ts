import { forgetCatalog } from '../../modules/catalog/catalog-cache';
import { setArchived, type Archivable } from '../archiving';
import type { OpsContext } from '../context';
import * as creators from '../../modules/catalog/creators.repository';

const CREATOR: Archivable<NonNullable<Awaited<ReturnType<typeof creators.findCreator>>>> = {
  name: 'Creator',
  target: 'creator',
  label: 'creator',
  find: (tx, projectId, id) => creators.findCreator(tx, projectId, id, true),
  set: creators.setCreatorArchived,
  audited: (row) => ({ ...row, icon: undefined }),
};

/**
 * Archives a creator (decision 020): fans no longer find them among the creators to join and cannot
 * register to any of their tiers; members keep their memberships, renewals, cancel and resume.
 * Stripe is not touched, so bringing the creator back is this row alone.
 */
export async function archiveCreator(ctx: OpsContext, raw: unknown) {
  const row = await setArchived(ctx, CREATOR, raw, true);
  forgetCatalog(ctx);
  return row;
}

/** Offers an archived creator again (their tiers and prices as they were). */
export async function unarchiveCreator(ctx: OpsContext, raw: unknown) {
  const row = await setArchived(ctx, CREATOR, raw, false);
  forgetCatalog(ctx);
  return row;
}
