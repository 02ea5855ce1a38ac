import { describe, expect, it } from 'vitest';
import { setOperatorRole } from '../src/ops/access/operator-claims';
import { codeOf, harnessForFile, ok } from './support/harness';
import { auditActions, opsGql, opsPointPackage } from './support/ops-endpoint';
import { factories } from './support/factories';

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

// The operators' endpoint: who may call it, what each call leaves in the audit log, and the
// catalogue fans then see through their own endpoint (terms and refunds: ops-terms-refunds.test.ts).
describe('operator endpoint (/ops/graphql)', () => {
  let token: string;
  const h = harnessForFile({}, async (h) => {
    await factories(h).terms();
    token = (await h.operator('demo')).token;
  });

  const ops = <T = Record<string, any>>(query: string, variables = {}, as: string | null = token) =>
    opsGql<T>(h, as ?? undefined, query, variables);

  it('refuses no token, a fan, an operator of another project and a revoked operator; audits what it answers', async () => {
    const other = await h.operator('another-project');
    const leaving = await h.operator('demo');
    const before = await auditActions(h);
    expect(codeOf(await ops('{ me { uid } }', {}, null))).toBe('UNAUTHENTICATED');
    const fan = await h.signedInListener();
    expect(codeOf(await ops('{ me { uid } }', {}, fan.token))).toBe('FORBIDDEN');
    expect(codeOf(await ops('{ me { uid } }', {}, other.token))).toBe('FORBIDDEN');
    expect(codeOf(await ops('mutation { endMaintenance }', {}, other.token))).toBe('FORBIDDEN');
    expect(ok(await ops('{ me { projectId } }', {}, leaving.token)).me).toEqual({ projectId: 'demo' });
    // Firebase revokes tokens issued before the revocation second: let the token be a second old.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await setOperatorRole(h.services.identity.auth, {
      email: leaving.email,
      projectId: 'demo',
      grant: false,
    });
    expect(codeOf(await ops('{ me { uid } }', {}, leaving.token))).toBe('UNAUTHENTICATED');
    // Only the one answered call was recorded.
    expect((await auditActions(h)).slice(before.length)).toEqual(['read:me']);
  });

  it('builds a creator with tiers and prices, point packages and a capped code that fans then use', async () => {
    const before = (await auditActions(h)).length;
    const bad = await ops('mutation($i: CreateCreatorInput!) { createCreator(input: $i) { id } }', {
      i: {
        slug: 'ops-creator',
        name: 'オペ子',
        englishName: 'Ope Ko',
        icon: { contentType: 'image/svg+xml', base64: 'PHN2Zz4=' },
      },
    });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.field).toBe('icon');
    const nul = await ops('mutation($i: CreateCreatorInput!) { createCreator(input: $i) { id } }', {
      i: { slug: 'ops-creator', name: 'オペ\u0000子', englishName: 'Ope Ko' },
    });
    expect([codeOf(nul), nul.errors?.[0]?.extensions?.field]).toEqual(['BAD_USER_INPUT', 'name']);
    const creator = ok(
      await ops('mutation($i: CreateCreatorInput!) { createCreator(input: $i) { id iconType } }', {
        i: {
          slug: 'ops-creator',
          name: 'オペ子',
          englishName: 'Ope Ko',
          icon: { contentType: 'image/png', base64: PNG_1PX },
        },
      }),
    ).createCreator;
    expect(creator.iconType).toBe('image/png');
    const TIER = 'mutation($i: CreateTierInput!) { createTier(input: $i) { id rank } }';
    const perks = { meetingTickets: 1, meetingMinutes: 5, premiumChat: true, voiceCall: false };
    ok(
      await ops(TIER, {
        i: {
          creatorId: creator.id,
          slug: 'free',
          title: 'フリー',
          description: '無料',
          level: 'free',
          rank: 0,
          ...perks,
        },
      }),
    );
    const paid = ok(
      await ops(TIER, {
        i: {
          creatorId: creator.id,
          slug: 'gold',
          title: 'ゴールド',
          description: '応援',
          level: 'gold',
          rank: 1,
          ...perks,
        },
      }),
    ).createTier;
    expect(
      codeOf(
        await ops(TIER, {
          i: {
            creatorId: creator.id,
            slug: 'gold2',
            title: 'x',
            description: 'x',
            level: 'gold',
            rank: 1,
            ...perks,
          },
        }),
      ),
    ).toBe('CONFLICT');

    const PRICE = 'mutation($i: SetTierPriceInput!) { setTierPrice(input: $i) { id price stripePriceId } }';
    const first = ok(
      await ops(PRICE, { i: { tierId: paid.id, months: 1, konbini: false, price: 800 } }),
    ).setTierPrice;
    expect(codeOf(await ops(PRICE, { i: { tierId: paid.id, months: 2, konbini: false, price: 800 } }))).toBe(
      'BAD_USER_INPUT',
    );
    const changed = ok(
      await ops(PRICE, { i: { tierId: paid.id, months: 1, konbini: false, price: 900 } }),
    ).setTierPrice;
    expect(changed.id).not.toBe(first.id);
    expect((await h.services.stripe.prices.retrieve(first.stripePriceId)).active).toBe(false);
    expect((await h.services.stripe.prices.retrieve(changed.stripePriceId)).unit_amount).toBe(900);
    // Setting the same amount again changes nothing.
    expect(
      ok(await ops(PRICE, { i: { tierId: paid.id, months: 1, konbini: false, price: 900 } })).setTierPrice.id,
    ).toBe(changed.id);
    const fan = await h.signedInListener();
    const seen = ok(
      await h.gql(
        '{ subscriptionTier(subscriptionTierId: $id) { subscriptionPricesConnection { nodes { stripePrice } } } }'.replace(
          '$id',
          String(paid.id),
        ),
        {},
        { token: fan.token },
      ),
    ) as any;
    expect(seen.subscriptionTier.subscriptionPricesConnection.nodes).toEqual([{ stripePrice: 900 }]);
    // A page opened before the change still names the old price: refused with a reason, nothing started.
    const stale = await h.gql(
      `mutation($prices: [String!]!) { managePaymentV2(prices: $prices, paymentType: recurring_payment) { status } }`,
      { prices: [first.stripePriceId] },
      { token: fan.token },
    );
    expect(codeOf(stale)).toBe('BAD_USER_INPUT');
    expect(stale.errors?.[0]?.message).toBe(
      'この料金は受付を終了しました。画面を更新して、プランを選び直してください。',
    );
    expect(await h.db.query('SELECT id FROM memberships WHERE listener_id = $1', [fan.listenerId])).toEqual(
      [],
    );

    const { type, pkg } = await opsPointPackage(
      ops,
      { key: 'ops_points', name: 'オペポイント', unit: 'op', couponType: 'ops_point' },
      { slug: 'op100', amount: 100, price: 120, konbiniFee: 190 },
    );
    expect(pkg.prices.map((p: { price: number }) => p.price)).toEqual([120, 310]);
    const CODE = 'mutation($i: CreatePromotionCodeInput!) { createPromotionCode(input: $i) { id code } }';
    const window = {
      validFrom: new Date(Date.now() - 60_000).toISOString(),
      validUntil: new Date(Date.now() + 86_400_000).toISOString(),
    };
    expect(
      codeOf(
        await ops(CODE, {
          i: {
            pointTypeId: type.id,
            code: 'OPS1',
            name: 'x',
            amount: 50,
            maxRedemptions: 1,
            validFrom: window.validUntil,
            validUntil: window.validFrom,
          },
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    ok(
      await ops(CODE, {
        i: {
          pointTypeId: type.id,
          code: 'OPSONCE',
          name: '一回限り',
          amount: 50,
          maxRedemptions: 1,
          ...window,
        },
      }),
    );
    const REDEEM =
      'mutation($c: String!) { redeemCoupon(type: "ops_point", code: $c) { coupon { amount } } }';
    expect(ok(await h.gql(REDEEM, { c: 'opsonce' }, { token: fan.token }))).toEqual({
      redeemCoupon: { coupon: { amount: 50 } },
    });
    const second = await h.signedInListener();
    expect(codeOf(await h.gql(REDEEM, { c: 'OPSONCE' }, { token: second.token }))).toBe('BAD_USER_INPUT');
    const codes = ok(await ops('{ promotionCodes { code redeemedCount maxRedemptions } }')).promotionCodes;
    expect(codes.find((c: { code: string }) => c.code === 'OPSONCE')).toEqual({
      code: 'OPSONCE',
      redeemedCount: 1,
      maxRedemptions: 1,
    });

    // Refused calls leave their own rows too (issue 38).
    expect((await auditActions(h)).slice(before)).toEqual([
      'refused:createCreator',
      'refused:createCreator',
      'createCreator',
      'createTier',
      'createTier',
      'refused:createTier',
      'setTierPrice',
      'refused:setTierPrice',
      'setTierPrice',
      'setTierPrice',
      'createPointType',
      'createPointPackage',
      'refused:createPromotionCode',
      'createPromotionCode',
      'read:promotionCodes',
    ]);
    const [priceChange] = await h.db.query<{ before: { price: number }; after: { price: number } }>(
      `SELECT before, after FROM operator_audit_log WHERE action = 'setTierPrice' ORDER BY id DESC OFFSET 1 LIMIT 1`,
    );
    expect([priceChange!.before.price, priceChange!.after.price]).toEqual([800, 900]);
  });
});
