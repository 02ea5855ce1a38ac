import type { KeysetPage } from '../../../db/keyset';
import { candidateBound } from './candidate-cursor.graphql';
import { listCandidates, type CandidateRow } from './candidates.repository';
import { listenerPageCache } from './listener-page-cache';
import type { ViewServices } from './view-services';

/**
 * One page of the creators the listener has no membership with. Whether a creator is a candidate
 * changes only with the fan's memberships or the catalogue, so with the membership version read
 * with the listener row (pageCacheVersion) the page may come from the listener-page cache.
 */
export function pageCandidates(
  ctx: ViewServices,
  q: { projectId: string; listenerId: number },
  page: KeysetPage,
  membershipVersion: string | undefined,
): Promise<CandidateRow[]> {
  return listenerPageCache(ctx).get(
    {
      listenerId: q.listenerId,
      membershipVersion,
      page: ['candidates', page.limit, page.inverted, page.after, page.before],
    },
    () =>
      listCandidates(ctx.db, {
        ...q,
        page: { ...page, after: candidateBound(page.after), before: candidateBound(page.before) },
      }),
  );
}
