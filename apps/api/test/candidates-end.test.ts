import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness } from './support/harness';
import { seedBulkCreators, seedBulkMemberships } from './support/bulk-memberships';
import { listCandidates } from '../src/modules/memberships/reads/candidates.repository';
import type { Queryable } from '../src/db/db';

const PAGE = `query($first: Int, $after: String, $last: Int, $before: String) {
  membershipCandidatesConnection(first: $first, after: $after, last: $last, before: $before) {
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor } nodes { databaseId } } }`;
type Page = {
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
  nodes: { databaseId: number }[];
};

// The candidates page knows where the list ends from counts kept by triggers (migration 0020,
// decision 025): its last page stops at the last candidate. These tests hold it to the list read
// the slow way, under every kind of write between pages.
describe('candidates: where the list ends', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let clock = new Date('2026-11-24T00:00:00Z');
  let fan: Awaited<ReturnType<typeof h.signedInListener>>;
  let otherFan: Awaited<ReturnType<typeof h.signedInListener>>;

  beforeAll(async () => {
    h = await createHarness({ now: () => clock });
    fan = await h.signedInListener();
    otherFan = await h.signedInListener();
  });
  afterAll(() => h.close());

  /** The candidates read the slow way: (sort_order, id) of every creator the fan may still join. */
  const truth = async () =>
    h.db.query<{ id: number; sort_order: number }>(
      `SELECT id, sort_order FROM contributors c WHERE project_id = 'demo' AND archived_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM memberships m
           WHERE m.listener_id = $1 AND m.contributor_id = c.id AND m.status = 'active')
       ORDER BY sort_order, id`,
      [fan.listenerId],
    );

  /** The kept counts equal the counted ones, for the project and for every listener. */
  async function expectCountsKept() {
    const [project] = await h.db.query<{ kept: number; counted: number }>(
      `SELECT (SELECT active FROM project_creator_counts WHERE project_id = 'demo') AS kept,
         (SELECT count(*)::int FROM contributors WHERE project_id = 'demo' AND archived_at IS NULL) AS counted`,
    );
    expect(project!.kept).toBe(project!.counted);
    const drift = await h.db.query(
      `SELECT l.id FROM listeners l LEFT JOIN listener_membership_versions v ON v.listener_id = l.id
       WHERE COALESCE(v.active_memberships, 0) <>
         (SELECT count(*) FROM memberships m WHERE m.listener_id = l.id AND m.status = 'active')`,
    );
    expect(drift).toEqual([]);
  }

  /** Statement plans of what `listCandidates` runs, instead of its rows. */
  function explaining(plans: unknown[]): Queryable {
    return {
      query: async <T>(sql: string, params?: unknown[]) => {
        const [row] = await h.db.query<{ 'QUERY PLAN': unknown }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
          params,
        );
        plans.push(row!['QUERY PLAN']);
        return [] as T[];
      },
    } as Queryable;
  }

  /** Rows the statement took from the creators' catalogue-order index: the creators stepped over. */
  function creatorsStepped(plan: unknown): number {
    let n = 0;
    const visit = (node: Record<string, unknown>) => {
      if (node['Index Name'] === 'contributors_project_order_idx')
        n +=
          ((node['Actual Rows'] as number) + ((node['Rows Removed by Filter'] as number) ?? 0)) *
          (node['Actual Loops'] as number);
      for (const child of (node['Plans'] as Record<string, unknown>[] | undefined) ?? []) visit(child);
    };
    visit((plan as { Plan: Record<string, unknown> }[])[0]!.Plan);
    return n;
  }

  /** The (sort_order, id) a cursor points at. */
  function keysetOf(cursor: string | undefined) {
    if (!cursor) return undefined;
    const [, sortOrder, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
    return { id: Number(id), sort_order: Number(sortOrder) };
  }

  it('stops the last page at the last candidate, however many memberships come after it', async () => {
    const candidates = await seedBulkCreators(h.db, 'demo', 'first', 5);
    const joined = await seedBulkCreators(h.db, 'demo', 'joined', 300);
    // The 300 creators the fan joins come after the 5 candidates in catalogue order.
    await h.db.query('UPDATE contributors SET sort_order = sort_order + 1000 WHERE id = ANY($1)', [joined]);
    await seedBulkMemberships(h.db, {
      projectId: 'demo',
      listenerId: fan.listenerId,
      contributorIds: joined,
      newest: clock,
    });
    await expectCountsKept();
    // Statistics as a live database has them (autovacuum), so the plan is the one production runs.
    await h.db.query('ANALYZE contributors, memberships');

    const page = (await h.gql(PAGE, { first: 20 }, { token: fan.token })).data!
      .membershipCandidatesConnection as Page;
    expect(page.nodes.map((n) => n.databaseId)).toEqual(candidates);
    expect(page.pageInfo.hasNextPage).toBe(false);

    const plans: unknown[] = [];
    const q = { projectId: 'demo', listenerId: fan.listenerId };
    await listCandidates(explaining(plans), { ...q, page: { limit: 21, inverted: false } });
    // Reading to the page's size would step over all 305 creators.
    expect(creatorsStepped(plans[0])).toBe(5);

    // From a cursor in the middle, the rest of the list, and again no further.
    const two = (await h.gql(PAGE, { first: 2 }, { token: fan.token })).data!
      .membershipCandidatesConnection as Page;
    const rest = (await h.gql(PAGE, { first: 20, after: two.pageInfo.endCursor }, { token: fan.token })).data!
      .membershipCandidatesConnection as Page;
    expect(rest.nodes.map((n) => n.databaseId)).toEqual(candidates.slice(2));
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const [second] = await listCandidates(h.db, { ...q, page: { limit: 2, inverted: false } }).then((r) =>
      r.slice(1),
    );
    await listCandidates(explaining(plans), {
      ...q,
      page: {
        limit: 21,
        inverted: false,
        after: { key: [second!.sort_order, second!.id], stamp: second!.stamp },
      },
    });
    expect(creatorsStepped(plans[1])).toBe(3);

    // A position read under another membership version is not trusted: the page reads on, and is right.
    await h.db.query(
      `UPDATE memberships SET status = 'ended' WHERE listener_id = $1 AND contributor_id = $2`,
      [fan.listenerId, joined[150]],
    );
    const after = (await h.gql(PAGE, { first: 20, after: two.pageInfo.endCursor }, { token: fan.token }))
      .data!.membershipCandidatesConnection as Page;
    expect(after.nodes.map((n) => n.databaseId)).toEqual([...candidates.slice(2), joined[150]]);
    expect(after.pageInfo.hasNextPage).toBe(false);
    await expectCountsKept();
  });

  it('pages forwards and backwards without gaps or repeats while memberships and the catalogue change', async () => {
    // A fixed pseudo-random sequence, so a failure repeats.
    let seed = 20261124;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    // Creators of its own, a fan who is a member of about half of them, in no particular order.
    const walked = await seedBulkCreators(h.db, 'demo', 'walk', 40);
    await seedBulkMemberships(h.db, {
      projectId: 'demo',
      listenerId: fan.listenerId,
      contributorIds: walked.filter(() => random(2) === 0),
      newest: clock,
    });
    const all = async () =>
      (
        await h.db.query<{ id: number }>(
          `SELECT id FROM contributors WHERE slug LIKE 'walk-%' OR slug LIKE 'added%' ORDER BY id`,
        )
      ).map((r) => r.id);
    let added = 0;
    // A fan joins, leaves, comes back or loses a membership row.
    const membershipWrite = async (who: number) => {
      const ids = await all();
      const id = ids[random(ids.length)]!;
      const [row] = await h.db.query<{ status: string }>(
        'SELECT status FROM memberships WHERE listener_id = $1 AND contributor_id = $2',
        [who, id],
      );
      if (!row)
        await seedBulkMemberships(h.db, {
          projectId: 'demo',
          listenerId: who,
          contributorIds: [id],
          newest: clock,
        });
      else if (random(4) === 0)
        await h.db.query('DELETE FROM memberships WHERE listener_id = $1 AND contributor_id = $2', [who, id]);
      else
        await h.db.query(
          `UPDATE memberships SET status = CASE status WHEN 'active' THEN 'ended' ELSE 'active' END
             WHERE listener_id = $1 AND contributor_id = $2`,
          [who, id],
        );
    };
    // An operator archives or restores a creator, or adds one.
    const catalogueWrite = async () => {
      if (random(3) === 0) {
        await seedBulkCreators(h.db, 'demo', `added${added++}`, 1);
      } else {
        const ids = await all();
        await h.db.query(
          `UPDATE contributors SET archived_at = CASE WHEN archived_at IS NULL THEN now() END WHERE id = $1`,
          [ids[random(ids.length)]],
        );
      }
      // Past the catalogue cache's bound (decision 021), so the answer must already show it.
      clock = new Date(clock.getTime() + (h.services.config.GATE_CACHE_SECONDS + 1) * 1000);
    };

    const order = (a: { id: number; sort_order: number }, b: { id: number; sort_order: number }) =>
      a.sort_order - b.sort_order || a.id - b.id;
    let forward: string | undefined;
    let backward: string | undefined;
    let pagesChecked = 0;
    for (let step = 0; step < 200; step++) {
      const change = random(8);
      if (change === 0) await membershipWrite(fan.listenerId);
      // The other fan's writes change nothing in this fan's list, and keep the positions valid.
      else if (change === 1) await membershipWrite(otherFan.listenerId);
      else if (change === 2) await catalogueWrite();
      // else: no write, so the cursor's position still holds and bounds the read.

      const size = 1 + random(4);
      const back = random(3) === 0 && backward !== undefined;
      const args = back ? { last: size, before: backward } : { first: size, after: forward };
      const bound = keysetOf(back ? backward : forward);
      const expected = await truth();
      const page = (await h.gql(PAGE, args, { token: fan.token })).data!
        .membershipCandidatesConnection as Page;
      const ids = page.nodes.map((n) => n.databaseId);
      if (back) {
        const before = expected.filter((r) => order(r, bound!) < 0);
        expect(ids, `step ${step}`).toEqual(before.slice(-size).map((r) => r.id));
        expect(page.pageInfo.hasPreviousPage, `step ${step}`).toBe(before.length > size);
      } else {
        const after = bound ? expected.filter((r) => order(r, bound) > 0) : expected;
        expect(ids, `step ${step}`).toEqual(after.slice(0, size).map((r) => r.id));
        expect(page.pageInfo.hasNextPage, `step ${step}`).toBe(after.length > size);
      }
      pagesChecked++;
      if (ids.length > 0) {
        backward = page.pageInfo.startCursor;
        forward = back ? forward : page.pageInfo.endCursor;
      }
      // At the end of the list, start again from the top.
      if (!back && !page.pageInfo.hasNextPage) forward = undefined;
    }
    expect(pagesChecked).toBe(200);
    await expectCountsKept();
  });

  it('pages on from a cursor issued before positions existed', async () => {
    const expected = await truth();
    const old = Buffer.from(`c1|${expected[0]!.sort_order}|${expected[0]!.id}`, 'utf8').toString('base64url');
    const page = (await h.gql(PAGE, { first: 2, after: old }, { token: fan.token })).data!
      .membershipCandidatesConnection as Page;
    expect(page.nodes.map((n) => n.databaseId)).toEqual(expected.slice(1, 3).map((r) => r.id));
  });

  it('keeps the counts through truncation', async () => {
    await h.db.query('TRUNCATE memberships, membership_payments CASCADE');
    await expectCountsKept();
  });
});
