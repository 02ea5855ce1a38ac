import type { Queryable } from '../../../db/db';
import { keysetWhere, type Key } from '../../../db/keyset';
import type { ContributorRow } from '../../catalog/creators.repository';

/**
 * Where a row stood in the candidates list when it was read: its position among the candidates
 * (0 for the first) and the catalogue and membership versions of that moment (migrations 0015 and
 * 0019). While both versions are unchanged the list is the same, so the position still holds.
 */
export interface CandidateStamp {
  position: number;
  catalogVersion: string;
  membershipVersion: string;
}

export interface CandidateRow extends ContributorRow {
  sort_order: number;
  stamp: CandidateStamp;
}

/** A bound of the page: the keyset of a row (sort_order, id) and, if known, where it stood. */
export interface CandidateBound {
  key: Key;
  stamp?: CandidateStamp;
}

export interface CandidatePage {
  after?: CandidateBound;
  before?: CandidateBound;
  limit: number;
  inverted: boolean;
}

/**
 * One page of the project's creators the listener has no active membership with, in catalogue
 * order, by keyset on (sort_order, id); each creator is checked against the listener's memberships
 * by the unique (listener, creator) index, so the whole membership list is never read.
 *
 * The check is a correlated subquery, not NOT EXISTS, on purpose: PostgreSQL turns NOT EXISTS into
 * an anti-join and, for a fan with thousands of memberships, hashes every one of them before the
 * first row; as a subplan it probes the index once per creator stepped over and stops at the page's
 * end.
 *
 * Where the list ends is known without reading it (decision 025): the candidates are the creators
 * not archived (a count kept per project, migration 0020) less the fan's active memberships with
 * them (a count kept per fan, less those with archived creators, which are few). With the position
 * a cursor carries, the statement reads at most the rows left between its bounds, so the last page
 * stops at the last candidate instead of stepping over every creator the fan is a member of after
 * it. A cursor read under other versions carries a position that may no longer hold: that page
 * reads as before (to the page's size), which is always right. Counts, versions and rows come from
 * one statement, one snapshot.
 */
export async function listCandidates(
  db: Queryable,
  q: { projectId: string; listenerId: number; page: CandidatePage },
): Promise<CandidateRow[]> {
  const { page } = q;
  const params: unknown[] = [q.projectId, q.listenerId];
  const where = [
    'c.project_id = $1',
    // An archived creator is offered to nobody new (decision 020).
    'c.archived_at IS NULL',
    `(SELECT true FROM memberships m
       WHERE m.listener_id = $2 AND m.contributor_id = c.id AND m.status = 'active' LIMIT 1) IS NULL`,
    ...keysetWhere(
      ['c.sort_order', 'c.id'],
      ['int', 'int'],
      { ...page, after: page.after?.key, before: page.before?.key },
      false,
      params,
    ),
  ];
  // The position of the first candidate in the page's range and the one past its last, when known.
  const position = (bound: CandidateBound | undefined, shift: number, otherwise: string) => {
    if (!bound) return otherwise;
    if (!bound.stamp || bound.stamp.position < 0) return 'NULL::int';
    params.push(bound.stamp.catalogVersion, bound.stamp.membershipVersion, bound.stamp.position + shift);
    const n = params.length;
    return `CASE WHEN v.catalog_version = $${n - 2}::bigint AND v.membership_version = $${n - 1}::bigint
      THEN $${n}::int END`;
  };
  const lower = position(page.after, 1, '0');
  const upper = position(page.before, 0, 'v.candidates');
  params.push(page.limit);
  const limit = `$${params.length}::int`;
  const dir = page.inverted ? 'DESC' : 'ASC';
  const rows = await db.query<
    Omit<CandidateRow, 'stamp'> & {
      catalog_version: string;
      membership_version: string;
      lower: number | null;
      upper: number | null;
    }
  >(
    `WITH counts AS (
       SELECT (SELECT version FROM catalog_version) AS catalog_version,
         COALESCE(l.version, 0) AS membership_version,
         COALESCE((SELECT p.active FROM project_creator_counts p WHERE p.project_id = $1), 0)
           - COALESCE(l.active_memberships, 0)
           -- Driven by the archived creators (a subplan, not a join the planner may turn around).
           + (SELECT count(*) FROM contributors ac WHERE ac.project_id = $1 AND ac.archived_at IS NOT NULL
                AND (SELECT true FROM memberships am
                  WHERE am.listener_id = $2 AND am.contributor_id = ac.id AND am.status = 'active' LIMIT 1))::int
           AS candidates
       FROM (SELECT 1) one LEFT JOIN listener_membership_versions l ON l.listener_id = $2
     ), span AS (
       SELECT v.catalog_version, v.membership_version, ${lower} AS lower, ${upper} AS upper FROM counts v
     )
     -- The inner LIMIT is a number, so the plan walks the catalogue-order index; the outer one, known
     -- only when the statement runs, stops that walk at the last candidate of the range.
     SELECT page.*, (SELECT catalog_version::text FROM span) AS catalog_version,
       (SELECT membership_version::text FROM span) AS membership_version,
       (SELECT lower FROM span) AS lower, (SELECT upper FROM span) AS upper
     FROM (SELECT c.id, c.name, c.english_name, c.icon, c.slug, c.sort_order FROM contributors c
       WHERE ${where.join(' AND ')} ORDER BY c.sort_order ${dir}, c.id ${dir} LIMIT ${limit}) page
     ORDER BY page.sort_order ${dir}, page.id ${dir}
     LIMIT (SELECT CASE WHEN lower IS NULL OR upper IS NULL THEN ${limit}
       ELSE LEAST(${limit}, GREATEST(upper - lower, 0)) END FROM span)`,
    params,
  );
  return rows.map(({ catalog_version, membership_version, lower, upper, ...row }, i) => {
    const at = page.inverted ? (upper === null ? null : upper - 1 - i) : lower === null ? null : lower + i;
    return {
      ...row,
      stamp: { position: at ?? -1, catalogVersion: catalog_version, membershipVersion: membership_version },
    };
  });
}

/** How many candidates there are (only when a client asks for totalCount). */
export async function countCandidates(db: Queryable, projectId: string, listenerId: number) {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM contributors c WHERE c.project_id = $1 AND c.archived_at IS NULL AND NOT EXISTS (
       SELECT 1 FROM memberships m WHERE m.listener_id = $2 AND m.contributor_id = c.id AND m.status = 'active')`,
    [projectId, listenerId],
  );
  return rows[0]!.n;
}
