import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, secondInstance, type GqlResult } from './support/harness';

const CARDS = `{ subscriptionMembershipsConnection(first: 10) {
  nodes { databaseId contributorId isCanceled totalDuration } } }`;
const FREE = 'mutation($c: Int!) { createFreeSubscription(contributorId: $c) { databaseId } }';
type Card = { databaseId: number; contributorId: number; isCanceled: boolean; totalDuration: number };

// The pages of member cards each API instance keeps in memory (card-page-cache.ts, decision 021):
// any write to a fan's memberships, through any instance or by hand, is seen at once everywhere.
describe('card-page cache across instances', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let fan: Awaited<ReturnType<typeof h.signedInListener>>;
  let other: ReturnType<typeof secondInstance>;
  let contributors: number[];

  beforeAll(async () => {
    h = await createHarness({ demoCatalog: true });
    other = secondInstance(h);
    fan = await h.signedInListener();
    contributors = (
      await h.db.query<{ id: number }>(`SELECT id FROM contributors WHERE project_id = 'demo' ORDER BY id`)
    ).map((r) => r.id);
  });
  afterAll(() => h.close());

  async function cardsVia(app: 'this' | 'other', query = CARDS): Promise<Card[]> {
    let result: GqlResult;
    if (app === 'this') result = await h.gql(query, {}, { token: fan.token });
    else {
      const response = await other.fetch('http://api.test/api/v2/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${fan.token}`,
          'x-project-id': 'demo',
        },
        body: JSON.stringify({ query }),
      });
      result = (await response.json()) as GqlResult;
    }
    expect(result.errors).toBeUndefined();
    return result.data!.subscriptionMembershipsConnection.nodes as Card[];
  }

  it('shows a membership made through one instance at once on the other', async () => {
    expect(await cardsVia('other')).toEqual([]);
    expect(await cardsVia('other')).toEqual([]);
    const made = await h.gql(FREE, { c: contributors[0] }, { token: fan.token });
    expect(made.errors).toBeUndefined();
    expect((await cardsVia('other')).map((c) => c.contributorId)).toEqual([contributors[0]]);
    await h.gql(FREE, { c: contributors[1] }, { token: fan.token });
    expect((await cardsVia('other')).map((c) => c.contributorId)).toEqual([contributors[1], contributors[0]]);
    expect((await cardsVia('this')).map((c) => c.contributorId)).toEqual([contributors[1], contributors[0]]);
  });

  it('shows hand edits of memberships and payments at once on both instances', async () => {
    const before = await cardsVia('other');
    await cardsVia('this');
    await h.db.query(`UPDATE memberships SET cancel_at_period_end = true WHERE id = $1`, [
      before[0]!.databaseId,
    ]);
    for (const app of ['this', 'other'] as const) expect((await cardsVia(app))[0]!.isCanceled).toBe(true);
    await h.db.query(
      `INSERT INTO membership_payments (stripe_invoice_id, membership_id, tier_id, months, amount, paid_at)
       SELECT 'in_cache_test', m.id, m.tier_id, 3, 0, now() FROM memberships m WHERE m.id = $1`,
      [before[0]!.databaseId],
    );
    for (const app of ['this', 'other'] as const) expect((await cardsVia(app))[0]!.totalDuration).toBe(3);
    await h.db.query(`UPDATE memberships SET status = 'ended' WHERE id = $1`, [before[0]!.databaseId]);
    for (const app of ['this', 'other'] as const)
      expect((await cardsVia(app)).map((c) => c.databaseId)).toEqual([before[1]!.databaseId]);
  });

  it("answers a mutation with its own writes, not the page the request's version had", async () => {
    const answer = await h.gql(
      `mutation($c: Int!) { createFreeSubscription(contributorId: $c) { databaseId } }`,
      { c: contributors[2] },
      { token: fan.token },
    );
    expect(answer.errors).toBeUndefined();
    expect((await cardsVia('this')).map((c) => c.contributorId)).toContain(contributors[2]);
  });
});
