import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness } from './support/harness';

const PROFILE = '{ listenerProfile { databaseId name } }';

// Every signed-in request reads its listener row first; requests that arrive together share one
// statement (listener-lookup.ts, decision 026), and each still reads what was committed before it.
describe('the listener lookup', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let fans: Awaited<ReturnType<typeof h.signedInListener>>[];

  beforeAll(async () => {
    h = await createHarness();
    fans = [];
    for (let i = 0; i < 6; i++) fans.push(await h.signedInListener());
  });
  afterAll(() => h.close());

  const lookups = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.filter(([sql]) => String(sql).includes('AS membership_version')).length;

  it('reads the rows of requests that arrive together in one statement, each its own', async () => {
    // Twenty requests at once, each fan several times.
    const spy = vi.spyOn(h.services.db, 'query');
    const asked = Array.from({ length: 20 }, (_, i) => fans[i % fans.length]!);
    const answers = await Promise.all(asked.map((fan) => h.gql(PROFILE, {}, { token: fan.token })));
    const statements = lookups(spy);
    spy.mockRestore();
    expect(answers.map((a) => a.errors)).toEqual(asked.map(() => undefined));
    expect(answers.map((a) => a.data!.listenerProfile.databaseId)).toEqual(asked.map((f) => f.listenerId));
    // One statement per turn of the event loop in which requests reached it, not one per request.
    expect(statements).toBeGreaterThanOrEqual(1);
    expect(statements).toBeLessThanOrEqual(2);
  });

  it('sees a write committed before the request, and keeps nothing for the next one', async () => {
    const fan = fans[0]!;
    for (const name of ['一', '二', '三']) {
      await h.db.query('UPDATE listeners SET name = $1 WHERE id = $2', [name, fan.listenerId]);
      const [a, b] = await Promise.all([
        h.gql(PROFILE, {}, { token: fan.token }),
        h.gql(PROFILE, {}, { token: fans[1]!.token }),
      ]);
      expect(a.data!.listenerProfile.name).toBe(name);
      expect(b.data!.listenerProfile.databaseId).toBe(fans[1]!.listenerId);
    }
  });

  it('fails only the requests of a batch whose statement failed, and reads again for the next', async () => {
    const spy = vi.spyOn(h.services.db, 'query').mockImplementationOnce(async () => {
      throw new Error('connection lost');
    });
    const failed = await Promise.all(fans.slice(0, 3).map((fan) => h.gql(PROFILE, {}, { token: fan.token })));
    spy.mockRestore();
    expect(failed.every((r) => r.errors?.length)).toBe(true);
    const again = await h.gql(PROFILE, {}, { token: fans[0]!.token });
    expect(again.data!.listenerProfile.databaseId).toBe(fans[0]!.listenerId);
  });
});
