import { describe, expect, it } from 'vitest';
import { codeOf, harnessForFile } from './support/harness';
import { MEMBERSHIP, TIERS } from './support/memberships';
import { factories } from './support/factories';

describe('free memberships and the catalogue', () => {
  let contributorId: number;
  const h = harnessForFile({}, async (h) => {
    const f = factories(h);
    contributorId = (await f.creator({ slug: 'hoshino' })).id;
    await f.creator({ tiers: [{ monthly: 800 }] }); // a second candidate
  });

  const CANDIDATES = '{ membershipCandidatesConnection { totalCount nodes { databaseId name icon } } }';
  const SUBSCRIBED =
    '{ subscribedVTubersConnection(publicAccount: false) { totalCount nodes { databaseId subscription tierTitle willBeCanceled currentPeriodExpiresDate } } }';

  it('lists every creator as a candidate for a new fan, with tiers, prices and the action matrix', async () => {
    const fan = await h.signedInListener();
    const candidates = (await h.gql(CANDIDATES, {}, { token: fan.token })).data
      ?.membershipCandidatesConnection;
    expect(candidates.totalCount).toBe(2);
    const tiers = (await h.gql(TIERS, { c: contributorId }, { token: fan.token })).data
      ?.subscriptionTiersConnection;
    expect(tiers.nodes.map((t: any) => t.rank)).toEqual([0, 1, 2, 3]);
    expect(tiers.nodes[0].subscriptionPricesConnection.nodes).toEqual([]);
    const paid = tiers.nodes[1].subscriptionPricesConnection.nodes;
    expect(paid.filter((p: any) => !p.konbini).map((p: any) => p.interval)).toEqual([1, 3, 6, 12]);
    expect(paid.filter((p: any) => p.konbini).every((p: any) => p.stripeKonbiniFee > 0)).toBe(true);
    expect(tiers.nodes.map((t: any) => t.actions.register)).toEqual([true, true, true, true]);
    expect(
      (await h.gql(MEMBERSHIP, { c: contributorId }, { token: fan.token })).data?.subscriptionMembership,
    ).toBeNull();
  });

  it('joins the free tier (twice is harmless), shows it as registered, and cancels it', async () => {
    const fan = await h.signedInListener();
    const join =
      'mutation($c: Int!) { createFreeSubscription(contributorId: $c) { serialNumber currentTier { isFree } } }';
    const first = await h.gql(join, { c: contributorId }, { token: fan.token });
    expect(first.data?.createFreeSubscription.currentTier.isFree).toBe(true);
    const again = await h.gql(join, { c: contributorId }, { token: fan.token });
    expect(again.data?.createFreeSubscription.serialNumber).toBe(
      first.data?.createFreeSubscription.serialNumber,
    );

    const subscribed = (await h.gql(SUBSCRIBED, {}, { token: fan.token })).data?.subscribedVTubersConnection;
    expect(subscribed.nodes).toEqual([
      {
        databaseId: contributorId,
        subscription: 'free',
        tierTitle: 'フリー',
        willBeCanceled: false,
        currentPeriodExpiresDate: null,
      },
    ]);
    expect(
      (await h.gql(CANDIDATES, {}, { token: fan.token })).data?.membershipCandidatesConnection.totalCount,
    ).toBe(1);
    const tiers = (await h.gql(TIERS, { c: contributorId }, { token: fan.token })).data
      ?.subscriptionTiersConnection.nodes;
    expect(tiers[0].actions).toMatchObject({ cancel: true, register: false });

    const cancel = await h.gql(
      'mutation($c: Int!) { cancelFreeSubscription(contributorId: $c) { databaseId } }',
      { c: contributorId },
      { token: fan.token },
    );
    expect(cancel.errors).toBeUndefined();
    expect(
      (await h.gql(SUBSCRIBED, {}, { token: fan.token })).data?.subscribedVTubersConnection.totalCount,
    ).toBe(0);
  });

  it('numbers members of a creator in order of joining, and keeps the number on coming back', async () => {
    const join =
      'mutation($c: Int!) { createFreeSubscription(contributorId: $c) { serialNumber membershipNumber } }';
    const a = await h.signedInListener();
    const b = await h.signedInListener();
    const sa = (await h.gql(join, { c: contributorId }, { token: a.token })).data?.createFreeSubscription;
    const sb = (await h.gql(join, { c: contributorId }, { token: b.token })).data?.createFreeSubscription;
    expect(sb.serialNumber).toBe(sa.serialNumber + 1);
    expect(sa.membershipNumber).toMatch(/^HOSH-\d{6}$/);
    await h.gql(
      'mutation($c: Int!) { cancelFreeSubscription(contributorId: $c) { databaseId } }',
      { c: contributorId },
      { token: a.token },
    );
    expect(
      (await h.gql(join, { c: contributorId }, { token: a.token })).data?.createFreeSubscription.serialNumber,
    ).toBe(sa.serialNumber);
  });

  it("refuses another project's creator and unknown creators", async () => {
    await h.db.query(`INSERT INTO projects (id, name) VALUES ('other', 'Other') ON CONFLICT DO NOTHING`);
    const [row] = await h.db.query<{ id: number }>(
      `INSERT INTO contributors (project_id, slug, name, english_name, icon) VALUES ('other', 'x', 'X', 'X', '') RETURNING id`,
    );
    const id = row!.id;
    const fan = await h.signedInListener();
    expect(codeOf(await h.gql(TIERS, { c: id }, { token: fan.token }))).toBe('NOT_FOUND');
    expect(
      codeOf(
        await h.gql(
          'mutation($c: Int!) { createFreeSubscription(contributorId: $c) { databaseId } }',
          { c: id },
          { token: fan.token },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(TIERS, { c: 999999 }, { token: fan.token }))).toBe('NOT_FOUND');
  });
});
