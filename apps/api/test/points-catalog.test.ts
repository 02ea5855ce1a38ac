import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeOf, createHarness } from './support/harness';
import { factories } from './support/factories';

const TIER_FIELDS = `databaseId image webPrice amount unit name
  paymentStructuresConnection { nodes { databaseId price webPrice amount unit iosProductId stripeProductId
    stripePriceId stripeKonbiniFee konbini } }`;

describe('point catalogue', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let fan: Awaited<ReturnType<typeof h.signedInListener>>;
  let tierTypeId: number;
  let f: ReturnType<typeof factories>;
  beforeAll(async () => {
    h = await createHarness();
    f = factories(h);
    tierTypeId = (await f.pointType()).id;
    for (const [amount, price] of [
      [100, 120],
      [500, 600],
      [1000, 1200],
    ])
      await f.pointPackage({ amount, price, slug: `p${amount}` });
    fan = await h.signedInListener();
  });
  afterAll(() => h.close());

  it('lists tier types with the viewer balances', async () => {
    const result = await h.gql(
      `{ tierTypesConnection { edges { cursor node { databaseId key name image displayName balance freeBalance
          paidBalance unit couponType } } pageInfo { hasNextPage hasPreviousPage } } }`,
      {},
      { token: fan.token },
    );
    expect(result.errors).toBeUndefined();
    const [edge] = result.data!.tierTypesConnection.edges;
    expect(edge.node).toMatchObject({
      databaseId: tierTypeId,
      key: 'point_tiers',
      displayName: 'ポイント',
      balance: 0,
      freeBalance: 0,
      paidBalance: 0,
      unit: 'pt',
      couponType: 'point',
    });
  });

  it('lists the packages in display order with card and konbini payment structures', async () => {
    const result = await h.gql(
      `query($id: Int!) { tiersConnection(tierTypeId: $id) { nodes { ${TIER_FIELDS} } } }`,
      { id: tierTypeId },
      { token: fan.token },
    );
    const tiers = result.data!.tiersConnection.nodes;
    expect(tiers.map((t: any) => t.amount)).toEqual([100, 500, 1000]);
    expect(tiers[2]).toMatchObject({ name: '1,000pt', webPrice: 1200, unit: 'pt' });
    const [card, konbini] = tiers[2].paymentStructuresConnection.nodes;
    expect(card).toMatchObject({
      konbini: false,
      price: 1200,
      webPrice: 1200,
      stripeKonbiniFee: 0,
      amount: 1000,
    });
    expect(konbini).toMatchObject({ konbini: true, price: 1390, stripeKonbiniFee: 190, unit: 'pt' });
  });

  it('answers one package by id and NOT_FOUND for an unknown one', async () => {
    const [row] = await h.db.query<{ id: number }>(`SELECT id FROM point_tiers WHERE slug = 'p500'`);
    const q = `query($id: Int!) { tier(tierId: $id) { ${TIER_FIELDS} } }`;
    const result = await h.gql(q, { id: row!.id }, { token: fan.token });
    expect(result.data?.tier).toMatchObject({ databaseId: row!.id, amount: 500, name: '500pt' });
    expect(result.data?.tier.paymentStructuresConnection.nodes).toHaveLength(2);
    expect(codeOf(await h.gql(q, { id: 999999 }, { token: fan.token }))).toBe('NOT_FOUND');
  });

  // Last: it adds a second kind of points, which the tests above do not expect.
  it('gives each tier type its packages in the same request, read once for all tier types, prices only when asked', async () => {
    await f.pointPackage({ amount: 50, price: 60, slug: 'c50', pointTypeKey: 'coins' });
    const tierReads = vi.spyOn(h.services.db, 'query');
    const result = await h.gql(
      `{ tierTypesConnection { nodes { key tiersConnection { nodes { ${TIER_FIELDS} } } } } }`,
      {},
      { token: fan.token },
    );
    const reads = (pattern: RegExp) => tierReads.mock.calls.filter(([sql]) => pattern.test(sql)).length;
    const [packageReads, priceReads] = [reads(/FROM point_tiers p JOIN/), reads(/FROM point_tier_prices/)];
    tierReads.mockClear();
    // The points screen's list asks for no payment structures: they are not read at all.
    const list = await h.gql(
      `{ tierTypesConnection { nodes { key tiersConnection { nodes { databaseId amount } } } } }`,
      {},
      { token: fan.token },
    );
    const [listPackageReads, listPriceReads] = [
      reads(/FROM point_tiers p JOIN/),
      reads(/FROM point_tier_prices/),
    ];
    tierReads.mockRestore();
    expect(list.errors).toBeUndefined();
    expect([listPackageReads, listPriceReads]).toEqual([1, 0]);
    expect(result.errors).toBeUndefined();
    const byKey = Object.fromEntries(
      result.data!.tierTypesConnection.nodes.map((n: any) => [n.key, n.tiersConnection.nodes]),
    );
    const root = await h.gql(
      `query($id: Int!) { tiersConnection(tierTypeId: $id) { nodes { ${TIER_FIELDS} } } }`,
      { id: tierTypeId },
      { token: fan.token },
    );
    expect(byKey.point_tiers).toEqual(root.data!.tiersConnection.nodes);
    expect(byKey.coins.map((t: any) => t.amount)).toEqual([50]);
    // One read of the packages and one of their prices, for both tier types together.
    expect([packageReads, priceReads]).toEqual([1, 1]);
  });
});
