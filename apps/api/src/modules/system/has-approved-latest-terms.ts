import type { Queryable } from '../../db/db';
import { findLatestTermsId, hasApproved } from './terms.repository';

/** True when the project has no terms yet or the listener approved the latest version. */
export async function hasApprovedLatestTerms(
  db: Queryable,
  projectId: string,
  listenerId: number,
  now: Date,
) {
  const { id } = await findLatestTermsId(db, projectId, now);
  return id === null || (await hasApproved(db, listenerId, id));
}
