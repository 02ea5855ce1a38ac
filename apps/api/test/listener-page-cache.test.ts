import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, secondInstance } from './support/harness';
import { factories } from './support/factories';

const CARDS = `{ subscriptionMembershipsConnection(first: 10) {
  nodes { databaseId contributorId isCanceled totalDuration } } }`;
const CANDIDATES = `{ membershipCandidatesConnection(first: 50) { nodes { databaseId } } }`;
// Home's read (apps/web home-screen.ts): its cards' tiers carry the upgrade offer, which an unpaid
// renewal withdraws (decision 043).
const HOME = `{ listenerProfile { databaseId } subscriptionMembershipsConnection(order: PAID_FIRST, first: 4) {
  nodes { databaseId unpaidRenewal { amount } currentTier { actions { cancel upgrade } } } } }`;
const FREE = 'mutation($c: Int!) { createFreeSubscription(contributorId: $c) { databaseId } }';
type Card = { databaseId: number; contributorId: number; isCanceled: boolean; totalDuration: number };

// The pages of member cards and of candidates each API instance keeps in memory
// (listener-page-cache.ts, decision 021): any write to a fan's memberships, through any instance or
// by hand, is seen at once everywhere; a catalogue change within GATE_CACHE_SECONDS.
describe('listener-page cache across instances', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let clock: Date | null = null;
  let fan: Awaited<ReturnType<typeof h.signedInListener>>;
  let other: ReturnType<typeof secondInstance>;
  let contributors: number[];

  beforeAll(async () => {
    h = await createHarness({ now: () => clock ?? new Date() });
    other = secondInstance(h);
    fan = await h.signedInListener();
    // Free memberships only: creators with just their free tier (no Stripe prices).
    const make = factories(h);
    contributors = [];
    for (let i = 0; i < 6; i++) contributors.push((await make.creator({ tiers: [] })).id);
  });
  afterAll(() => h.close());

  async function cardsVia(app: 'this' | 'other'): Promise<Card[]> {
    return (await queryVia(app, CARDS)).subscriptionMembershipsConnection.nodes as Card[];
  }
  async function candidatesVia(app: 'this' | 'other'): Promise<number[]> {
    const nodes = (await queryVia(app, CANDIDATES)).membershipCandidatesConnection.nodes;
    return (nodes as { databaseId: number }[]).map((n) => n.databaseId);
  }

  async function queryVia(app: 'this' | 'other', query: string) {
    const result = await (app === 'this' ? h : other).gql(query, {}, { token: fan.token });
    expect(result.errors).toBeUndefined();
    return result.data!;
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

  it('drops a creator from the candidates at once on both instances when the fan joins, and brings it back when the membership ends', async () => {
    const next = contributors.find((c) => !contributors.slice(0, 3).includes(c))!;
    for (const app of ['this', 'other'] as const) {
      expect(await candidatesVia(app)).toContain(next);
      expect(await candidatesVia(app)).toContain(next);
    }
    expect((await h.gql(FREE, { c: next }, { token: fan.token })).errors).toBeUndefined();
    for (const app of ['this', 'other'] as const) expect(await candidatesVia(app)).not.toContain(next);
    await h.db.query(
      `UPDATE memberships SET status = 'ended' WHERE contributor_id = $1 AND listener_id = $2`,
      [next, fan.listenerId],
    );
    for (const app of ['this', 'other'] as const) expect(await candidatesVia(app)).toContain(next);
  });

  it('serves a repeated home read with no statement besides the listener row (issue 47)', async () => {
    clock = new Date(); // the catalogue's version stays within its bound between the two reads
    expect((await queryVia('this', HOME)).subscriptionMembershipsConnection.nodes.length).toBeGreaterThan(0);
    const spy = vi.spyOn(h.services.db, 'query');
    await queryVia('this', HOME);
    const statements = spy.mock.calls.map(([sql]) => String(sql));
    spy.mockRestore();
    // Whether a card's renewal is unpaid comes with the cached page, not from a read of its own.
    expect(statements.filter((sql) => !sql.includes('AS membership_version'))).toEqual([]);
    expect(statements.length).toBeGreaterThan(0);
  });

  it('shows a renewal becoming unpaid, then paid, on the cached cards at once on both instances', async () => {
    clock = null;
    type HomeCard = { databaseId: number; unpaidRenewal: { amount: number } | null };
    const renewalOn = async (app: 'this' | 'other', id: number) =>
      ((await queryVia(app, HOME)).subscriptionMembershipsConnection.nodes as HomeCard[]).find(
        (c) => c.databaseId === id,
      )!.unpaidRenewal;
    const id = ((await queryVia('this', HOME)).subscriptionMembershipsConnection.nodes as HomeCard[])[0]!
      .databaseId;
    for (const app of ['this', 'other'] as const)
      for (let i = 0; i < 2; i++) expect(await renewalOn(app, id)).toBeNull();
    // By hand, as any writer (a webhook, the reconciler): the row's trigger moves the version (0031).
    await h.db.query(
      `INSERT INTO unpaid_renewals (invoice_id, membership_id, listener_id, method, amount, renewal_at, ends_at)
       VALUES ('in_cache_renewal', $1, $2, 'card', 500, now(), now() + interval '7 days')`,
      [id, fan.listenerId],
    );
    for (const app of ['this', 'other'] as const) expect(await renewalOn(app, id)).toEqual({ amount: 500 });
    await h.db.query(
      `UPDATE unpaid_renewals SET status = 'recovered', settled_at = now() WHERE invoice_id = 'in_cache_renewal'`,
    );
    for (const app of ['this', 'other'] as const) expect(await renewalOn(app, id)).toBeNull();
    await h.db.query(`DELETE FROM unpaid_renewals WHERE invoice_id = 'in_cache_renewal'`);
  });

  it('follows an archived creator within the catalogue bound', async () => {
    clock = new Date();
    const candidates = await candidatesVia('other');
    const archived = candidates.at(-1)!;
    await h.db.query('UPDATE contributors SET archived_at = now() WHERE id = $1', [archived]);
    clock = new Date(clock.getTime() + (h.services.config.GATE_CACHE_SECONDS + 1) * 1000);
    for (const app of ['this', 'other'] as const) expect(await candidatesVia(app)).not.toContain(archived);
    await h.db.query('UPDATE contributors SET archived_at = NULL WHERE id = $1', [archived]);
    clock = new Date(clock.getTime() + (h.services.config.GATE_CACHE_SECONDS + 1) * 1000);
    for (const app of ['this', 'other'] as const) expect(await candidatesVia(app)).toEqual(candidates);
  });
});
