import { archiveRule } from '../archiving';
import * as pointTypes from '../../../modules/catalog/point-types.repository';

const pointType = archiveRule({
  target: 'pointType',
  find: pointTypes.findOpsPointType,
  set: pointTypes.setPointTypeArchived,
});

/**
 * Archives a kind of point (decision 020): its packages are no longer shown or sold and its codes no
 * longer redeem; fans keep their balances, history and spending, and still see the kind while they
 * hold its points. Packages keep their own archiving, so bringing the kind back restores them as they were.
 */
export const archivePointType = pointType.archive;

/** Offers an archived kind of point again. */
export const unarchivePointType = pointType.unarchive;
