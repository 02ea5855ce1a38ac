import { describe, expect, it } from 'vitest';
import { creditPurchase } from '../src/ledger/credit-purchase';
import { debitSpend } from '../src/ledger/debit-spend';
import { postOperation } from '../src/ledger/post-entries';
import { codeOf, harnessForFile } from './support/harness';
import { factories } from './support/factories';

const HISTORY = `query($tierTypeId: Int!, $first: Int, $after: String, $last: Int, $before: String) {
  transactionsConnection(tierTypeId: $tierTypeId, first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node { id name price amount unit expenditure income occurredAt } }
    pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
  }
}`;

describe('transactionsConnection', () => {
  let tierTypeId: number;
  // Ledger fixtures name payment intents that were never charged: no reconcile report at the end.
  const h = harnessForFile({ reconcileAtClose: false }, async (h) => {
    const f = factories(h);
    tierTypeId = (await f.pointType()).id;
    await f.promotionCode({ code: 'WELCOME2026', name: 'ウェルカムキャンペーン', amount: 100 });
  });

  const base = Date.parse('2026-09-01T00:00:00Z');
  /** 39 entries: 30 purchases, then 3 rounds of a free credit of 50 and a spend of 80 (split in two). */
  async function history(listenerId: number) {
    for (let i = 0; i < 30; i++)
      await creditPurchase(h.db, {
        projectId: 'demo',
        listenerId,
        tierTypeId,
        amount: 100,
        price: 120,
        name: `100pt購入 #${i}`,
        idempotencyKey: `purchase:h-${listenerId}-${i}`,
        occurredAt: new Date(base + i * 3_600_000),
      });
    for (let i = 0; i < 3; i++) {
      const at = base + 30 * 86_400_000 + i * 60_000;
      await postOperation(h.db, {
        projectId: 'demo',
        listenerId,
        tierTypeId,
        kind: 'adjustment',
        name: `ボーナス #${i}`,
        occurredAt: new Date(at),
        operationKey: `bonus:h-${listenerId}-${i}`,
        plan: () => [{ bucket: 'free', amount: 50 }],
      });
      await debitSpend(h.db, {
        projectId: 'demo',
        listenerId,
        tierTypeId,
        amount: 80,
        name: `メッセージ #${i}`,
        idempotencyKey: `spend:h-${listenerId}-${i}`,
        occurredAt: new Date(at + 1000),
      });
    }
  }
  const page = (token: string, vars: Record<string, unknown>) =>
    h.gql(HISTORY, { tierTypeId, ...vars }, { token }).then((r) => {
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      return r.data!.transactionsConnection;
    });

  it('pages 10 at a time, newest first, with no duplicates or gaps while new entries arrive', async () => {
    const fan = await h.signedInListener();
    await history(fan.listenerId);
    const all = await h.db.query<{ id: string }>(
      `SELECT id::text AS id FROM point_ledger_entries WHERE listener_id = $1 ORDER BY occurred_at DESC, id DESC`,
      [fan.listenerId],
    );
    expect(all.length).toBeGreaterThanOrEqual(35);

    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    for (;;) {
      const conn = await page(fan.token, { first: 10, after });
      pages++;
      expect(conn.edges.length).toBeLessThanOrEqual(10);
      seen.push(...conn.edges.map((e: any) => atob(e.node.id).split(':')[1]));
      // New activity between page requests: it is newer than everything paged so far.
      await creditPurchase(h.db, {
        projectId: 'demo',
        listenerId: fan.listenerId,
        tierTypeId,
        amount: 1,
        price: 1,
        name: 'new',
        idempotencyKey: `purchase:new-${fan.listenerId}-${pages}`,
      });
      if (!conn.pageInfo.hasNextPage) break;
      expect(conn.pageInfo.endCursor).toBe(conn.edges.at(-1).cursor);
      after = conn.pageInfo.endCursor;
    }
    expect(pages).toBe(Math.ceil(all.length / 10));
    expect(seen).toEqual(all.map((r) => r.id));
  });

  it('shows the fields of a row: income and expenditure, absolute amount, price of purchases', async () => {
    const fan = await h.signedInListener();
    await history(fan.listenerId);
    const conn = await page(fan.token, {});
    expect(conn.edges).toHaveLength(10);
    expect(conn.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    // One spend is two rows with the same instant: the paid part (posted last) shows first.
    const [paid, free] = conn.edges.map((e: any) => e.node);
    const at = new Date(base + 30 * 86_400_000 + 2 * 60_000 + 1000).toISOString();
    expect(paid).toMatchObject({
      name: 'メッセージ #2',
      amount: 30,
      unit: 'pt',
      expenditure: true,
      income: false,
    });
    expect(free).toMatchObject({ name: 'メッセージ #2', amount: 50, expenditure: true, price: null });
    expect([paid.occurredAt, free.occurredAt]).toEqual([at, at]);
    const purchases = (await page(fan.token, { first: 50 })).edges
      .map((e: any) => e.node)
      .filter((n: any) => n.price);
    expect(purchases[0]).toMatchObject({
      name: '100pt購入 #29',
      amount: 100,
      price: 120,
      income: true,
      expenditure: false,
    });

    await h.gql(
      'mutation { redeemCoupon(type: "point", code: "WELCOME2026") { coupon { amount } } }',
      {},
      { token: fan.token },
    );
    const latest = (await page(fan.token, { first: 1 })).edges[0].node;
    expect(latest).toMatchObject({
      name: 'プロモーションコード: ウェルカムキャンペーン',
      amount: 100,
      income: true,
      price: null,
    });
  });

  it('pages backwards with last/before and caps a page at 50', async () => {
    const fan = await h.signedInListener();
    await history(fan.listenerId);
    const big = await page(fan.token, { first: 500 });
    expect(big.edges.length).toBeLessThanOrEqual(50);
    const second = await page(fan.token, {
      first: 10,
      after: (await page(fan.token, { first: 10 })).pageInfo.endCursor,
    });
    const back = await page(fan.token, { last: 10, before: second.pageInfo.startCursor });
    const firstPage = await page(fan.token, { first: 10 });
    expect(back.edges.map((e: any) => e.node.id)).toEqual(firstPage.edges.map((e: any) => e.node.id));
  });

  it("never shows another listener's entries", async () => {
    const [a, b] = await Promise.all([h.signedInListener(), h.signedInListener()]);
    await creditPurchase(h.db, {
      projectId: 'demo',
      listenerId: a.listenerId,
      tierTypeId,
      amount: 100,
      price: 120,
      name: 'A only',
      idempotencyKey: `purchase:a-${a.listenerId}`,
    });
    expect((await page(b.token, {})).edges).toEqual([]);
    expect((await page(a.token, {})).edges.map((e: any) => e.node.name)).toEqual(['A only']);
    const cursor = (await page(a.token, {})).edges[0].cursor;
    expect((await page(b.token, { first: 10, after: cursor })).edges).toEqual([]);
    const balances = await h.gql('{ tierTypesConnection { nodes { balance } } }', {}, { token: b.token });
    expect(balances.data!.tierTypesConnection.nodes[0].balance).toBe(0);
  });

  it('refuses a forged cursor, a negative page size and an unknown tier type', async () => {
    const fan = await h.signedInListener();
    const bad = await h.gql(HISTORY, { tierTypeId, first: 10, after: 'bm9wZQ' }, { token: fan.token });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    const negative = await h.gql(HISTORY, { tierTypeId, first: -1 }, { token: fan.token });
    expect(codeOf(negative)).toBe('BAD_USER_INPUT');
    const unknown = await h.gql(HISTORY, { tierTypeId: 999999 }, { token: fan.token });
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(HISTORY, { tierTypeId }))).toBe('UNAUTHENTICATED');
  });
});
