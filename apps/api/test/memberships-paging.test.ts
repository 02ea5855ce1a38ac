import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness } from './support/harness';
import { seedBulkCreators, seedBulkMemberships } from './support/bulk-memberships';

const CARDS = `query($first: Int, $after: String, $last: Int, $before: String) {
  subscriptionMembershipsConnection(first: $first, after: $after, last: $last, before: $before) {
    pageInfo { hasNextPage hasPreviousPage endCursor startCursor }
    nodes { databaseId contributorId name serialNumber currentTier { level } } } }`;
const LIST = `query($first: Int, $after: String) {
  subscribedVTubersConnection(publicAccount: false, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor } nodes { databaseId subscription } } }`;
const CANDIDATES = `query($first: Int, $after: String) { membershipCandidatesConnection(first: $first, after: $after) {
  pageInfo { hasNextPage endCursor } totalCount nodes { databaseId } } }`;

const HOME_CARDS = `query($first: Int, $after: String, $last: Int, $before: String) {
  subscriptionMembershipsConnection(order: PAID_FIRST, first: $first, after: $after, last: $last, before: $before) {
    pageInfo { hasNextPage hasPreviousPage endCursor startCursor }
    nodes { databaseId isCanceled currentTier { level } } } }`;

type Page = { pageInfo: { hasNextPage: boolean; endCursor: string }; nodes: { databaseId: number }[] };

describe('membership lists page by keyset', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let fan: Awaited<ReturnType<typeof h.signedInListener>>;
  let creators: number[];
  beforeAll(async () => {
    h = await createHarness();
    fan = await h.signedInListener();
    creators = await seedBulkCreators(h.db, 'demo', 'paging', 60);
    // 45 memberships (pairs share an issue time); the last 15 creators stay candidates.
    await seedBulkMemberships(h.db, {
      projectId: 'demo',
      listenerId: fan.listenerId,
      contributorIds: creators.slice(0, 45),
      newest: new Date('2026-11-01T00:00:00.123456Z'),
    });
  });
  afterAll(() => h.close());

  /** Every page of a connection, following endCursor until hasNextPage is false. */
  async function walk(query: string, field: string, first: number) {
    const pages: Page[] = [];
    let after: string | undefined;
    for (let i = 0; i < 100; i++) {
      const result = await h.gql(query, { first, after }, { token: fan.token });
      expect(result.errors).toBeUndefined();
      const page = result.data![field] as Page;
      pages.push(page);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    return pages;
  }

  /** The error codes of `query` asked for the page after the member cards' first card (another list's cursor). */
  async function codesAfterFirstCard(query: string) {
    const cards = (await h.gql(CARDS, { first: 1 }, { token: fan.token })).data!
      .subscriptionMembershipsConnection as Page;
    const answer = await h.gql(query, { first: 1, after: cards.pageInfo.endCursor }, { token: fan.token });
    return answer.errors?.map((e) => e.extensions?.code);
  }

  const newestFirst = async () =>
    (
      await h.db.query<{ id: number }>(
        `SELECT id FROM memberships WHERE listener_id = $1 AND status = 'active' ORDER BY issued_at DESC, id DESC`,
        [fan.listenerId],
      )
    ).map((r) => r.id);

  it('gives 45 member cards over pages of 10, newest first, without duplicates or gaps', async () => {
    const pages = await walk(CARDS, 'subscriptionMembershipsConnection', 10);
    expect(pages.map((p) => p.nodes.length)).toEqual([10, 10, 10, 10, 5]);
    expect(pages.map((p) => p.pageInfo.hasNextPage)).toEqual([true, true, true, true, false]);
    const ids = pages.flatMap((p) => p.nodes.map((n) => n.databaseId));
    expect(ids).toEqual(await newestFirst());
    // The memberships list (its rows name the creator) pages the same way, in the same order.
    const creatorsInOrder = pages.flatMap((p) =>
      (p.nodes as unknown as { contributorId: number }[]).map((n) => n.contributorId),
    );
    const list = await walk(LIST, 'subscribedVTubersConnection', 7);
    expect(list.flatMap((p) => p.nodes.map((n) => n.databaseId))).toEqual(creatorsInOrder);
  });

  it('pages backwards with last/before to the same rows', async () => {
    const all = await newestFirst();
    const forward = await h.gql(CARDS, { first: 20 }, { token: fan.token });
    const cursor = forward.data!.subscriptionMembershipsConnection.pageInfo.endCursor;
    const back = await h.gql(CARDS, { last: 5, before: cursor }, { token: fan.token });
    const page = back.data!.subscriptionMembershipsConnection;
    expect(page.nodes.map((n: { databaseId: number }) => n.databaseId)).toEqual(all.slice(14, 19));
    expect(page.pageInfo.hasPreviousPage).toBe(true);
  });

  it('does not repeat or skip a card when a membership is added while paging', async () => {
    const before = await newestFirst();
    const first = (await h.gql(CARDS, { first: 10 }, { token: fan.token })).data!
      .subscriptionMembershipsConnection;
    // Joining a creator now puts the new card at the top; the next page continues where it was.
    const join = await h.gql(
      'mutation($c: Int!) { createFreeSubscription(contributorId: $c) { databaseId } }',
      { c: creators[59] },
      { token: fan.token },
    );
    expect(join.errors).toBeUndefined();
    const next = (await h.gql(CARDS, { first: 10, after: first.pageInfo.endCursor }, { token: fan.token }))
      .data!.subscriptionMembershipsConnection;
    expect(next.nodes.map((n: { databaseId: number }) => n.databaseId)).toEqual(before.slice(10, 20));
    await h.gql(
      'mutation($c: Int!) { cancelFreeSubscription(contributorId: $c) { databaseId } }',
      {
        c: creators[59],
      },
      { token: fan.token },
    );
  });

  it('lists the candidates in catalogue order over pages, with their count', async () => {
    const expected = (
      await h.db.query<{ id: number }>(
        `SELECT id FROM contributors c WHERE project_id = 'demo' AND NOT EXISTS (SELECT 1 FROM memberships m
           WHERE m.listener_id = $1 AND m.contributor_id = c.id AND m.status = 'active') ORDER BY sort_order, id`,
        [fan.listenerId],
      )
    ).map((r) => r.id);
    expect(expected).toEqual(expect.arrayContaining(creators.slice(45)));
    const pages = await walk(CANDIDATES, 'membershipCandidatesConnection', 4);
    expect(pages.flatMap((p) => p.nodes.map((n) => n.databaseId))).toEqual(expected);
    expect(pages.every((p) => (p as unknown as { totalCount: number }).totalCount === expected.length)).toBe(
      true,
    );
    expect(pages.at(-1)!.pageInfo.hasNextPage).toBe(false);
  });

  it("pages home's order: active paid first, then canceled paid, then free, newest first in each", async () => {
    // Every third card becomes paid, every other paid one canceled to its period end: the trigger of
    // migration 0016 files each row in its class.
    await h.db.query(
      `UPDATE memberships m SET tier_id = t.id, cancel_at_period_end = (m.contributor_id % 2 = 0)
       FROM subscription_tiers t
       WHERE t.contributor_id = m.contributor_id AND t.rank = 1 AND m.listener_id = $1 AND m.contributor_id % 3 = 0`,
      [fan.listenerId],
    );
    const homeOrder = async () =>
      (
        await h.db.query<{ id: number }>(
          `SELECT m.id FROM memberships m JOIN subscription_tiers t ON t.id = m.tier_id
           WHERE m.listener_id = $1 AND m.status = 'active'
           ORDER BY (t.rank > 0 AND NOT m.cancel_at_period_end) DESC, t.rank > 0 DESC, m.issued_at DESC, m.id DESC`,
          [fan.listenerId],
        )
      ).map((r) => r.id);
    const expected = await homeOrder();
    expect(expected).not.toEqual(await newestFirst());
    const pages = await walk(HOME_CARDS, 'subscriptionMembershipsConnection', 4);
    const nodes = pages.flatMap(
      (p) =>
        p.nodes as unknown as { databaseId: number; isCanceled: boolean; currentTier: { level: string } }[],
    );
    expect(nodes.map((n) => n.databaseId)).toEqual(expected);
    const classes = nodes.map((n) => (n.currentTier.level === 'free' ? 0 : n.isCanceled ? 1 : 2));
    expect(classes).toEqual([...classes].sort((a, b) => b - a));
    expect(new Set(classes)).toEqual(new Set([0, 1, 2]));
    // Backwards from the end of the second page gives the same rows.
    const second = pages[1]!.pageInfo.endCursor;
    const back = (await h.gql(HOME_CARDS, { last: 6, before: second }, { token: fan.token })).data!
      .subscriptionMembershipsConnection;
    expect(back.nodes.map((n: { databaseId: number }) => n.databaseId)).toEqual(expected.slice(1, 7));
    // A free card that becomes paid joins the active paid ones at once.
    const last = expected.at(-1)!;
    await h.db.query(
      `UPDATE memberships m SET tier_id = t.id FROM subscription_tiers t
       WHERE m.id = $1 AND t.contributor_id = m.contributor_id AND t.rank = 1`,
      [last],
    );
    const moved = await homeOrder();
    expect(moved.indexOf(last)).toBeLessThan(classes.filter((c) => c === 2).length + 1);
    const again = await walk(HOME_CARDS, 'subscriptionMembershipsConnection', 10);
    expect(again.flatMap((p) => p.nodes.map((n) => n.databaseId))).toEqual(moved);
    // The two orders' cursors are not interchangeable.
    expect(await codesAfterFirstCard(HOME_CARDS)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses a cursor of another list or a page size below zero', async () => {
    expect(await codesAfterFirstCard(CANDIDATES)).toEqual(['BAD_USER_INPUT']);
    const negative = await h.gql(CARDS, { first: -1 }, { token: fan.token });
    expect(negative.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });
});
