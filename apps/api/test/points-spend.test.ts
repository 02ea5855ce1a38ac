import { describe, expect, it } from 'vitest';
import { creditPurchase } from '../src/ledger/credit-purchase';
import { codeOf, harnessForFile } from './support/harness';
import { factories } from './support/factories';

const SPEND = `mutation($input: SpendPointsInput!) {
  spendPoints(input: $input) { databaseId balance freeBalance paidBalance unit }
}`;

describe('spendPoints', () => {
  let tierTypeId: number;
  // Ledger fixtures name payment intents that were never charged: no reconcile report at the end.
  const h = harnessForFile({ reconcileAtClose: false }, async (h) => {
    tierTypeId = (await factories(h).pointType()).id;
  });

  async function funded(amount: number) {
    const fan = await h.signedInListener();
    await creditPurchase(h.db, {
      projectId: 'demo',
      listenerId: fan.listenerId,
      tierTypeId,
      amount,
      price: amount,
      name: `${amount}pt購入`,
      idempotencyKey: `purchase:spend-${fan.listenerId}`,
    });
    return fan;
  }
  const entryCount = async (listenerId: number) =>
    (
      await h.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM point_ledger_entries WHERE listener_id = $1',
        [listenerId],
      )
    )[0]!.n;
  const input = (over: Record<string, unknown> = {}) => ({
    tierTypeId,
    amount: 10,
    reason: 'メッセージ送信',
    idempotencyKey: crypto.randomUUID(),
    ...over,
  });

  it('spends and returns the balances after the spend', async () => {
    const fan = await funded(100);
    const result = await h.gql(SPEND, { input: input({ amount: 25 }) }, { token: fan.token });
    expect(result.data?.spendPoints).toEqual({
      databaseId: tierTypeId,
      balance: 75,
      freeBalance: 0,
      paidBalance: 75,
      unit: 'pt',
    });
  });

  it('refuses a spend from a session revoked since its last check, and spends nothing', async () => {
    const fan = await funded(100);
    // Revocation applies to tokens issued before it, to the second: let this token's second pass.
    await new Promise((r) => setTimeout(r, 1100));
    await h.services.identity.auth.revokeRefreshTokens(fan.uid);
    const PROFILE = '{ listenerProfile { databaseId } }';
    // Reads trust the session's last check for a short while (decision 013) ...
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBeUndefined();
    // ... a mutation asks the identity service first, and the refusal ends that trust.
    const result = await h.gql(SPEND, { input: input() }, { token: fan.token });
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(result.data).toBeNull();
    expect(await entryCount(fan.listenerId)).toBe(1);
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['amount 0', { amount: 0 }, 'amount'],
    ['amount above 1,000,000', { amount: 1_000_001 }, 'amount'],
    ['blank reason', { reason: '   ' }, 'reason'],
    ['reason of 101 characters', { reason: 'あ'.repeat(101) }, 'reason'],
    ['key of 7 characters', { idempotencyKey: 'abcdefg' }, 'idempotencyKey'],
    ['key of 101 characters', { idempotencyKey: 'k'.repeat(101) }, 'idempotencyKey'],
  ])('refuses %s with BAD_USER_INPUT and writes nothing', async (_label, over, field) => {
    const fan = await funded(100);
    const result = await h.gql(SPEND, { input: input(over) }, { token: fan.token });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.extensions!.field).toBe(field);
    expect(await entryCount(fan.listenerId)).toBe(1);
  });

  it('refuses a spend above the balance and writes nothing', async () => {
    const fan = await funded(10);
    const result = await h.gql(SPEND, { input: input({ amount: 11 }) }, { token: fan.token });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.message).toBe('ポイントが不足しています。');
    expect(await entryCount(fan.listenerId)).toBe(1);
  });

  it('answers a repeated key with the result and spends once; a different spend under it is a conflict', async () => {
    const fan = await funded(100);
    const same = input({ amount: 40, idempotencyKey: 'repeat-key-1' });
    const first = await h.gql(SPEND, { input: same }, { token: fan.token });
    const again = await h.gql(SPEND, { input: same }, { token: fan.token });
    expect(again.data?.spendPoints).toEqual(first.data?.spendPoints);
    expect(first.data?.spendPoints.balance).toBe(60);
    const other = await h.gql(SPEND, { input: { ...same, amount: 41 } }, { token: fan.token });
    expect(codeOf(other)).toBe('CONFLICT');
    expect(await entryCount(fan.listenerId)).toBe(2);
  });

  it("keeps listeners' keys apart: the same client key spends for each listener", async () => {
    const [a, b] = await Promise.all([funded(50), funded(50)]);
    const same = input({ amount: 5, idempotencyKey: 'shared-key-1' });
    expect((await h.gql(SPEND, { input: same }, { token: a.token })).data?.spendPoints.balance).toBe(45);
    expect((await h.gql(SPEND, { input: same }, { token: b.token })).data?.spendPoints.balance).toBe(45);
  });

  it('refuses an unknown tier type and an anonymous caller', async () => {
    const fan = await funded(10);
    expect(codeOf(await h.gql(SPEND, { input: input({ tierTypeId: 987654 }) }, { token: fan.token }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await h.gql(SPEND, { input: input() }))).toBe('UNAUTHENTICATED');
  });
});
