import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, secondInstance } from './support/harness';
import { factories } from './support/factories';

const TIERS = `query($c: Int!) { subscriptionTiersConnection(contributorId: $c) { nodes { databaseId title } } }`;
const UPDATE_TIER = 'mutation($i: UpdateTierInput!) { updateTier(input: $i) { title } }';

// The catalogue each API instance keeps in memory (catalog-cache.ts): an operator's change is seen
// at once through the instance that made it and within GATE_CACHE_SECONDS through every other one.
describe('catalogue cache across instances', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let clock: Date | null = null;
  let operator: string;
  let fan: Awaited<ReturnType<typeof h.signedInListener>>;
  let contributorId: number;
  let tierId: number;
  let other: ReturnType<typeof secondInstance>;

  beforeAll(async () => {
    h = await createHarness({ now: () => clock ?? new Date() });
    other = secondInstance(h);
    operator = (await h.operator()).token;
    fan = await h.signedInListener();
    const creator = await factories(h).creator({ tiers: [{ monthly: 500 }], months: [1] });
    contributorId = creator.id;
    tierId = creator.tiers[1]!.id;
  });
  afterAll(() => h.close());

  async function titleVia(app: 'this' | 'other'): Promise<string> {
    const result = await (app === 'this' ? h : other).gql(TIERS, { c: contributorId }, { token: fan.token });
    expect(result.errors).toBeUndefined();
    const nodes = result.data!.subscriptionTiersConnection.nodes as { databaseId: number; title: string }[];
    return nodes.find((n) => n.databaseId === tierId)!.title;
  }
  const later = (seconds: number) => (clock = new Date((clock ?? new Date()).getTime() + seconds * 1000));

  it("shows an operator's new tier title at once on its instance and within the bound on another", async () => {
    clock = new Date();
    const before = await titleVia('this');
    expect(await titleVia('other')).toBe(before);
    const renamed = await h.gql(
      UPDATE_TIER,
      { i: { id: tierId, title: '新しいプラン名' } },
      { token: operator, path: '/ops/graphql' },
    );
    expect(renamed.errors).toBeUndefined();
    expect(await titleVia('this')).toBe('新しいプラン名');
    // The other instance still serves what it had: it has not read the catalogue version again yet.
    later(1);
    expect(await titleVia('other')).toBe(before);
    later(h.services.config.GATE_CACHE_SECONDS);
    expect(await titleVia('other')).toBe('新しいプラン名');
  });

  it('reloads after a write made outside the operators’ endpoint (the version is bumped by a trigger)', async () => {
    expect(await titleVia('this')).toBe('新しいプラン名');
    expect(await titleVia('other')).toBe('新しいプラン名');
    await h.db.query('UPDATE subscription_tiers SET title = $2 WHERE id = $1', [tierId, '手で直した名前']);
    later(h.services.config.GATE_CACHE_SECONDS + 1);
    expect(await titleVia('this')).toBe('手で直した名前');
    expect(await titleVia('other')).toBe('手で直した名前');
  });
});
