import { describe, expect, it } from 'vitest';
import { codeOf, ok } from './support/harness';
import { opsGql } from './support/ops-endpoint';
import { BUY, MEMBERSHIP, priceOf, TIERS } from './support/memberships';
import { fanWithSavedCard } from './support/point-fans';
import { cardPointPrice, factories } from './support/factories';
import { deliveriesForFile } from './support/sandbox-deliveries';

const CANDIDATES = '{ membershipCandidatesConnection(first: 50) { totalCount nodes { databaseId } } }';
const FREE = 'mutation($c: Int!) { createFreeSubscription(contributorId: $c) { databaseId } }';
const POINT_TYPES = '{ tierTypesConnection { nodes { databaseId balance } } }';
const PACKAGES = 'query($t: Int!) { tiersConnection(tierTypeId: $t) { nodes { databaseId } } }';
const REDEEM = 'mutation($c: String!) { redeemCoupon(type: "point", code: $c) { coupon { amount } } }';
const CLOSED = 'このプランは受付を終了しました。画面を更新してください。';

// Archiving in the operators' catalogue (decision 020): what fans are offered changes, what they hold
// does not. The sandbox delivers its real webhooks, and its clock moves for a renewal.
describe('archiving creators, tiers and point types', () => {
  let token: string;
  let made: number[];
  const tierOf = async (creator: number, rank: number) =>
    (
      await h.db.query<{ id: number }>(
        'SELECT id FROM subscription_tiers WHERE contributor_id = $1 AND rank = $2',
        [creator, rank],
      )
    )[0]!.id;
  const live = deliveriesForFile({}, async (h) => {
    const make = factories(h);
    made = [(await make.creator({ months: [1] })).id, (await make.creator({ months: [1] })).id];
    await make.promotionCode({ code: 'WELCOME2026', amount: 100 });
    token = (await h.operator()).token;
  });
  const { h } = live;

  const ops = <T = Record<string, any>>(query: string, variables = {}) =>
    opsGql<T>(h, token, query, variables);
  const fan = (query: string, variables: Record<string, unknown>, as: string) =>
    h.gql(query, variables, { token: as });
  const buy = (as: string, prices: string[], type: string) => fan(BUY, { prices, type }, as);
  const candidates = async (as: string) =>
    ok(await fan(CANDIDATES, {}, as)).membershipCandidatesConnection as {
      totalCount: number;
      nodes: { databaseId: number }[];
    };
  const tiers = async (c: number, as: string) =>
    ok(await fan(TIERS, { c }, as)).subscriptionTiersConnection.nodes as {
      databaseId: number;
      rank: number;
      actions: Record<string, boolean>;
    }[];
  const auditRows = async (action: string) =>
    h.db.query<{
      target: string;
      before: { archived_at: string | null };
      after: { archived_at: string | null };
    }>('SELECT target, before, after FROM operator_audit_log WHERE action = $1 ORDER BY id', [action]);

  it('refuses unknown ids with NOT_FOUND and bad ids with BAD_USER_INPUT, writing nothing', async () => {
    for (const m of [
      'archiveCreator',
      'unarchiveCreator',
      'archiveTier',
      'unarchiveTier',
      'archivePointType',
    ]) {
      const missing = await ops(`mutation { ${m}(id: 999999) { id } }`);
      expect([m, codeOf(missing)]).toEqual([m, 'NOT_FOUND']);
      expect(missing.errors?.[0]?.message).toMatch(/999999 not found/);
      expect([m, codeOf(await ops(`mutation { ${m}(id: -1) { id } }`))]).toEqual([m, 'BAD_USER_INPUT']);
    }
    // Nothing archived; each attempt recorded as refused (issue 38).
    expect(
      await h.db.query(
        `SELECT 1 FROM operator_audit_log WHERE action LIKE '%rchive%' AND action NOT LIKE 'refused:%'`,
      ),
    ).toEqual([]);
    const refused = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM operator_audit_log WHERE action LIKE 'refused:%rchive%'`,
    );
    expect(refused[0]!.n).toBe(10);
  });

  it('an archived creator is offered to nobody new; a paid member keeps, renews, cancels and resumes', async () => {
    const c = made[0]!;
    const member = await fanWithSavedCard(h);
    expect(
      ok(await buy(member.token, [await priceOf(h, c, 1)], 'recurring_payment')).managePaymentV2.status,
    ).toBe('succeeded');
    const newcomer = await fanWithSavedCard(h);
    const before = await candidates(newcomer.token);
    expect(before.nodes.map((n) => n.databaseId)).toContain(c);

    const archived = ok(
      await ops('mutation($id: Int!) { archiveCreator(id: $id) { id archivedAt } }', { id: c }),
    ).archiveCreator;
    expect(archived.archivedAt).not.toBeNull();
    // Archiving again keeps the first time.
    expect(
      ok(await ops('mutation($id: Int!) { archiveCreator(id: $id) { archivedAt } }', { id: c }))
        .archiveCreator.archivedAt,
    ).toBe(archived.archivedAt);

    // A newcomer: not among the candidates, no tiers offered, registrations refused with a reason.
    const after = await candidates(newcomer.token);
    expect(after.nodes.map((n) => n.databaseId)).not.toContain(c);
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(await tiers(c, newcomer.token)).toEqual([]);
    const free = await fan(FREE, { c }, newcomer.token);
    expect([codeOf(free), free.errors?.[0]?.message]).toEqual([
      'BAD_USER_INPUT',
      'このプランは受付を終了しました。',
    ]);
    const paid = await buy(newcomer.token, [await priceOf(h, c, 2)], 'recurring_payment');
    expect([codeOf(paid), paid.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', CLOSED]);
    expect(
      await h.db.query('SELECT id FROM memberships WHERE listener_id = $1', [newcomer.listenerId]),
    ).toEqual([]);

    // The member: card and current tier as before; no upgrade; cancel and resume work.
    expect(ok(await fan(MEMBERSHIP, { c }, member.token)).subscriptionMembership).toMatchObject({
      currentTier: { rank: 1 },
      isCanceled: false,
    });
    const shown = await tiers(c, member.token);
    expect(shown.map((t) => [t.rank, t.actions.cancel])).toEqual([[1, true]]);
    const up = await buy(member.token, [await priceOf(h, c, 3)], 'upgrade_recurring_payment');
    expect([codeOf(up), up.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', CLOSED]);
    expect(
      ok(await buy(member.token, [await priceOf(h, c, 1)], 'cancel_payment')).managePaymentV2.status,
    ).toBe('succeeded');
    expect(ok(await fan(MEMBERSHIP, { c }, member.token)).subscriptionMembership.isCanceled).toBe(true);
    expect(
      ok(await buy(member.token, [await priceOf(h, c, 1)], 'resume_payment')).managePaymentV2.status,
    ).toBe('succeeded');
    // A month on, Stripe renews on the same price and the membership follows.
    await live.advanceDays(32);
    expect(ok(await fan(MEMBERSHIP, { c }, member.token)).subscriptionMembership).toMatchObject({
      currentTier: { rank: 1 },
      isCanceled: false,
      totalDuration: 2,
      currentPrice: { stripePriceId: await priceOf(h, c, 1) },
    });

    // Brought back: offered again.
    ok(await ops('mutation($id: Int!) { unarchiveCreator(id: $id) { archivedAt } }', { id: c }));
    expect((await candidates(newcomer.token)).nodes.map((n) => n.databaseId)).toContain(c);
    expect((await tiers(c, newcomer.token)).map((t) => t.rank)).toEqual([0, 1, 2, 3]);

    const rows = [...(await auditRows('archiveCreator')), ...(await auditRows('unarchiveCreator'))];
    expect(rows.map((r) => [r.target, r.before.archived_at === null, r.after.archived_at === null])).toEqual([
      [`creator:${c}`, true, false],
      [`creator:${c}`, false, false],
      [`creator:${c}`, false, true],
    ]);
  });

  it('an archived tier is not offered (register, upgrade, downgrade) while its members keep it', async () => {
    const c = made[1]!;
    const [rank1, rank2, rank3] = [await tierOf(c, 1), await tierOf(c, 2), await tierOf(c, 3)];
    const holder = await fanWithSavedCard(h);
    ok(await buy(holder.token, [await priceOf(h, c, 2)], 'recurring_payment'));
    ok(await ops('mutation($id: Int!) { archiveTier(id: $id) { archivedAt } }', { id: rank3 }));
    ok(await ops('mutation($id: Int!) { archiveTier(id: $id) { archivedAt } }', { id: rank2 }));
    const creators = ok(await ops('{ creators { id tiers { id archivedAt } } }')).creators;
    const opsTiers = creators.find((x: { id: number }) => x.id === c).tiers;
    expect(
      opsTiers.filter((t: { archivedAt: string | null }) => t.archivedAt).map((t: { id: number }) => t.id),
    ).toEqual([rank2, rank3]);

    const newcomer = await fanWithSavedCard(h);
    expect((await tiers(c, newcomer.token)).map((t) => t.databaseId)).toEqual([await tierOf(c, 0), rank1]);
    const closed = await buy(newcomer.token, [await priceOf(h, c, 3)], 'recurring_payment');
    expect([codeOf(closed), closed.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', CLOSED]);
    // The creator itself is open: its free tier and live paid tier still take members.
    expect(codeOf(await fan(FREE, { c }, newcomer.token))).toBeUndefined();

    // The holder of the archived rank 2: keeps it, may not upgrade onto the archived rank 3.
    const shown = await tiers(c, holder.token);
    expect(shown.map((t) => [t.rank, t.actions.cancel, t.actions.downgrade])).toEqual([
      [0, false, false],
      [1, false, true],
      [2, true, false],
    ]);
    const up = await buy(holder.token, [await priceOf(h, c, 3)], 'upgrade_recurring_payment');
    expect([codeOf(up), up.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', CLOSED]);
    expect(
      ok(await buy(holder.token, [await priceOf(h, c, 2)], 'cancel_payment')).managePaymentV2.status,
    ).toBe('succeeded');
    expect(
      ok(await buy(holder.token, [await priceOf(h, c, 2)], 'resume_payment')).managePaymentV2.status,
    ).toBe('succeeded');
    expect(ok(await fan(MEMBERSHIP, { c }, holder.token)).subscriptionMembership).toMatchObject({
      currentTier: { rank: 2 },
      isCanceled: false,
    });

    ok(await ops('mutation($id: Int!) { unarchiveTier(id: $id) { archivedAt } }', { id: rank3 }));
    expect((await tiers(c, newcomer.token)).map((t) => t.rank)).toEqual([0, 1, 3]);
    expect((await auditRows('archiveTier')).map((r) => r.target)).toEqual([`tier:${rank3}`, `tier:${rank2}`]);
    expect((await auditRows('unarchiveTier')).map((r) => r.target)).toEqual([`tier:${rank3}`]);
  });

  it('an archived point type sells nothing and redeems no code; holders keep, see and spend their points', async () => {
    const price = await cardPointPrice(h);
    const [type] = await h.db.query<{ id: number }>(
      `SELECT id FROM point_tier_types WHERE key = 'point_tiers'`,
    );
    const holder = await fanWithSavedCard(h);
    ok(await buy(holder.token, [price.id], 'one_time_payment'));
    const other = await fanWithSavedCard(h);

    ok(await ops('mutation($id: Int!) { archivePointType(id: $id) { archivedAt } }', { id: type!.id }));
    const types = async (as: string) => ok(await fan(POINT_TYPES, {}, as)).tierTypesConnection.nodes;
    expect(await types(holder.token)).toEqual([{ databaseId: type!.id, balance: price.amount }]);
    expect(await types(other.token)).toEqual([]);
    expect(ok(await fan(PACKAGES, { t: type!.id }, other.token)).tiersConnection.nodes).toEqual([]);
    const refused = await buy(other.token, [price.id], 'one_time_payment');
    expect([codeOf(refused), refused.errors?.[0]?.message]).toEqual([
      'BAD_USER_INPUT',
      'この商品は販売を終了しました。画面を更新してください。',
    ]);
    expect(codeOf(await fan(REDEEM, { c: 'WELCOME2026' }, other.token))).toBe('BAD_USER_INPUT');
    expect(
      codeOf(
        await fan(
          'mutation($i: SpendPointsInput!) { spendPoints(input: $i) { __typename } }',
          { i: { tierTypeId: type!.id, amount: 10, reason: 'ギフト', idempotencyKey: 'archive-spend-1' } },
          holder.token,
        ),
      ),
    ).toBeUndefined();
    expect(await types(holder.token)).toEqual([{ databaseId: type!.id, balance: price.amount - 10 }]);

    ok(await ops('mutation($id: Int!) { unarchivePointType(id: $id) { archivedAt } }', { id: type!.id }));
    expect((await types(other.token)).map((t: { databaseId: number }) => t.databaseId)).toEqual([type!.id]);
    expect(
      ok(await fan(PACKAGES, { t: type!.id }, other.token)).tiersConnection.nodes.length,
    ).toBeGreaterThan(0);
    expect(ok(await fan(REDEEM, { c: 'WELCOME2026' }, other.token)).redeemCoupon.coupon.amount).toBe(100);
    expect((await auditRows('archivePointType')).map((r) => r.target)).toEqual([`pointType:${type!.id}`]);
    expect((await auditRows('unarchivePointType')).map((r) => r.target)).toEqual([`pointType:${type!.id}`]);
  });
});
