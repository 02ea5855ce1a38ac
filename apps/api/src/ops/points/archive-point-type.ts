import { setArchived, type Archivable } from '../archiving';
import type { OpsContext } from '../context';
import * as repo from './points.repository';

const POINTTYPE: Archivable<NonNullable<Awaited<ReturnType<typeof repo.findPointType>>>> = {
  name: 'PointType',
  target: 'pointType',
  label: 'point type',
  find: (tx, projectId, id) => repo.findPointType(tx, projectId, id, true),
  set: repo.setPointTypeArchived,
};

/**
 * Archives a kind of point (decision 020): its packages are no longer shown or sold and its codes no
 * longer redeem; fans keep their balances, history and spending, and still see the kind while they
 * hold its points. Packages keep their own archiving, so bringing the kind back restores them as they were.
 */
export function archivePointType(ctx: OpsContext, raw: unknown) {
  return setArchived(ctx, POINTTYPE, raw, true);
}

/** Offers an archived kind of point again. */
export function unarchivePointType(ctx: OpsContext, raw: unknown) {
  return setArchived(ctx, POINTTYPE, raw, false);
}
