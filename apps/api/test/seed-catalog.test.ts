import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../src/seed/seed-catalog';
import { setUpProject } from '../src/ops/setup/set-up-project';
import { createCreator } from '../src/ops/catalog/creators';
import { publishTerms } from '../src/ops/terms/publish-terms';
import { createPointType } from '../src/ops/catalog/points/point-types';
import { createPointPackage } from '../src/ops/catalog/points/point-packages';
import { createHarness } from './support/harness';
import { opsContextFor } from './support/factories';

/** A Stripe client that fails every create after `creates` of them (a Stripe outage half-way). */
function failingAfter(stripe: Stripe, creates: number): Stripe {
  let left = creates;
  const wrap = <T extends object>(resource: T) =>
    new Proxy(resource, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'create' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (left-- <= 0) return Promise.reject(new Error('Stripe is down'));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  return new Proxy(stripe, {
    get: (target, key, receiver) => {
      const value = Reflect.get(target, key, receiver);
      return key === 'products' || key === 'prices' ? wrap(value as object) : value;
    },
  });
}

/** A Stripe client that fails on any use: a warm start must not call Stripe at all. */
const noStripe = new Proxy({} as Stripe, {
  get: (_t, key) => {
    throw new Error(`Stripe used: ${String(key)}`);
  },
});

const counts = async (h: Awaited<ReturnType<typeof createHarness>>) =>
  (
    await h.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM contributors) AS creators,
         (SELECT count(*)::int FROM subscription_tiers) AS tiers,
         (SELECT count(*)::int FROM subscription_prices WHERE stripe_price_id IS NOT NULL) AS prices,
         (SELECT count(*)::int FROM point_tiers WHERE stripe_product_id IS NOT NULL) AS packages,
         (SELECT count(*)::int FROM point_tier_prices WHERE stripe_price_id IS NOT NULL) AS package_prices,
         (SELECT count(*)::int FROM coupons) AS codes,
         (SELECT count(*)::int FROM terms_and_conditions) AS terms`,
    )
  )[0];

describe('the demo catalogue through the operators rules', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('finishes after a Stripe failure half-way, as operator seed, and a warm run touches nothing', async () => {
    await expect(seedCatalog({ ...h.services, stripe: failingAfter(h.services.stripe, 30) })).rejects.toThrow(
      'Stripe is down',
    );
    expect(await seedCatalog(h.services)).toBe(true);
    const made = await counts(h);
    expect(made).toEqual({
      creators: 6,
      tiers: 24,
      prices: 144,
      packages: 6,
      package_prices: 12,
      codes: 2,
      terms: 1,
    });
    const operators = await h.db.query<{ operator_uid: string; n: number }>(
      'SELECT operator_uid, count(*)::int AS n FROM operator_audit_log GROUP BY operator_uid ORDER BY 1',
    );
    expect(operators.map((o) => o.operator_uid)).toEqual(['seed', 'test-factory']);

    const audits = (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_audit_log'))[0]!
      .n;
    expect(await seedCatalog({ ...h.services, stripe: noStripe })).toBe(false);
    expect(await counts(h)).toEqual(made);
    expect((await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_audit_log'))[0]!.n).toBe(
      audits,
    );
  });
});

describe('what the demo needed from the operators rules', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  const other = () => opsContextFor(h.services, 'other');
  const refused = (attempt: Promise<unknown>) =>
    expect(attempt).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  beforeAll(async () => {
    h = await createHarness();
    await setUpProject(other(), { name: 'Other' });
  });
  afterAll(() => h.close());

  it("dates back a project's first terms version, and no later one", async () => {
    const past = new Date(Date.now() - 30 * 86_400_000);
    const first = await publishTerms(other(), {
      version: 'v1',
      title: '規約',
      body: '本文',
      effectiveAt: past,
    });
    expect(first.published_at).toEqual(past);
    await refused(
      publishTerms(other(), {
        version: 'v2',
        title: '規約',
        body: '本文',
        effectiveAt: new Date(Date.now() - 86_400_000),
      }),
    );
  });

  it("gives a generated creator icon the operator's colours, and refuses colours with an upload", async () => {
    const creator = await createCreator(other(), {
      slug: 'coloured',
      name: '色',
      englishName: 'Iro Colour',
      iconColors: ['#123456', '#abcdef'],
    });
    const svg = decodeURIComponent(creator.icon);
    expect(svg).toContain('stop-color="#123456"');
    expect(svg).toContain('stop-color="#abcdef"');
    expect(svg).toContain('>IC</text>');
    await refused(
      createCreator(other(), {
        slug: 'both',
        name: '両方',
        englishName: 'Both',
        icon: { contentType: 'image/png', base64: 'iVBORw0KGgo=' },
        iconColors: ['#123456', '#abcdef'],
      }),
    );
    await refused(
      createCreator(other(), {
        slug: 'bad',
        name: '悪',
        englishName: 'Bad',
        iconColors: ['red', '#abcdef'],
      }),
    );
  });

  it("piles the generated package image's coins by the package's place, at most four", async () => {
    const type = await createPointType(other(), {
      key: 'gems',
      name: 'ジェム',
      displayName: 'ジェム',
      unit: 'gem',
      couponType: 'gem',
    });
    const coins = [];
    for (const amount of [10, 20, 30, 40, 50]) {
      const pkg = await createPointPackage(other(), {
        pointTypeId: type.id,
        slug: `g${amount}`,
        amount,
        price: 200,
        konbiniFee: 0,
      });
      coins.push(decodeURIComponent(pkg.image).match(/<circle/g)!.length);
    }
    expect(coins).toEqual([1, 2, 3, 4, 4]);
  });
});
