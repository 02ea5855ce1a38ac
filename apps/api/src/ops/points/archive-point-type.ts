import { setArchived, type Archivable } from '../archiving';
import type { OpsContext } from '../context';
import * as pointTypes from '../../modules/catalog/point-types.repository';

const POINTTYPE: Archivable<NonNullable<Awaited<ReturnType<typeof pointTypes.findOpsPointType>>>> = {
  name: 'PointType',
  target: 'pointType',
  label: 'point type',
  find: (tx, projectId, id) => pointTypes.findOpsPointType(tx, projectId, id, true),
  set: pointTypes.setPointTypeArchived,
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
