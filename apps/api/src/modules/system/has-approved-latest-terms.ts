import type { Queryable } from '../../db/db';
import { findLatestTerms, hasApproved } from './terms.repository';

/** True when the project has no terms yet or the listener approved the latest version. */
export async function hasApprovedLatestTerms(
  db: Queryable,
  projectId: string,
  listenerId: number,
  now: Date,
) {
  const latest = await findLatestTerms(db, projectId, now);
  return latest === null || (await hasApproved(db, listenerId, latest.id));
}
