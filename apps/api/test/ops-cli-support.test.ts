import { describe, expect, it } from 'vitest';
import { factories } from './support/factories';
import { useSignedInCli } from './support/ops-cli';

// The CLI's commands that ops-cli.test.ts (building a shop) does not run: changing and ending what
// exists, terms, maintenance, support (look up, grant, refund), the audit filter and revoking the role.
// In-process against a listening API, on project demo made by the factories.
describe('npm run ops: changes, maintenance, support and revoke', () => {
  const file = useSignedInCli();
  const ops = (...argv: string[]) => file.cli.ops(...argv);

  it('changes a creator and a tier, archives a package, ends a code and publishes and lists terms', async () => {
    const f = factories(file.h);
    const creator = await f.creator({ tiers: [{ monthly: 500 }], months: [1] });
    expect(
      await ops(
        'update-creator',
        '--id',
        String(creator.id),
        '--name',
        '新しい名前',
        '--english-name',
        'New',
      ),
    ).toMatchObject({ id: creator.id, name: '新しい名前', englishName: 'New' });
    const paid = creator.tiers[1]!;
    expect(
      await ops('update-tier', '--id', String(paid.id), '--title', 'ゴールド', '--meeting-tickets', '4'),
    ).toMatchObject({ id: paid.id, title: 'ゴールド', meetingTickets: 4, rank: 1 });

    const pkg = await f.pointPackage({ amount: 500 });
    expect((await ops('archive-package', '--id', String(pkg.id))).archivedAt).toBeTruthy();
    const [type] = await ops('point-types');
    expect(type.packages.find((p: { id: number }) => p.id === pkg.id).archivedAt).toBeTruthy();

    const code = await f.promotionCode();
    const ended = await ops('end-code', '--id', String(code.id));
    expect(new Date(ended.validUntil).getTime()).toBeLessThanOrEqual(Date.now());

    const published = await f.terms({ version: 'cli-terms' });
    expect((await ops('terms')).map((t: { version: string }) => t.version)).toContain(published.version);
  });

  it("opens, lists and ends the project's maintenance window", async () => {
    const window = await ops('maintenance-start', '--platform', 'app', '--minutes', '30');
    expect(window).toMatchObject({ projectId: 'demo', platform: 'app' });
    expect(await ops('maintenance')).toEqual([window]);
    expect(await ops('maintenance-end')).toEqual({ ended: 1 });
    expect(await ops('maintenance')).toEqual([]);
    expect((await file.cli.run('maintenance-start', '--platform', 'web')).code).toBe(2); // neither --minutes nor --end
  });

  it('finds a fan, grants points once per key and refunds a purchase; the audit filter shows it', async () => {
    const f = factories(file.h);
    const pkg = await f.pointPackage({ amount: 1000, price: 1200 });
    const type = await f.pointType();
    const fan = await f.fan({ savedCard: true });
    const bought = await file.h.gql(
      'mutation($p: [String!]!) { managePaymentV2(prices: $p, paymentType: one_time_payment) { status } }',
      { p: [pkg.card.id] },
      { token: fan.token },
    );
    expect(bought.data).toEqual({ managePaymentV2: { status: 'succeeded' } });

    const [found] = await ops('fan', '--email', fan.email);
    expect(found).toMatchObject({ id: fan.listenerId, savedCard: { brand: 'visa', last4: '4242' } });
    const [purchase] = found.purchases;
    expect(purchase).toMatchObject({ amount: 1000, price: 1200, method: 'card', refundedAt: null });

    const grant = ['grant-points', '--fan', String(fan.listenerId), '--type', String(type.id)];
    const granted = await ops(...grant, '--amount', '50', '--reason', 'お詫び', '--key', 'ticket-0001');
    expect(granted).toMatchObject({ posted: true, paid: 1000, free: 50 });
    const again = await ops(...grant, '--amount', '50', '--reason', 'お詫び', '--key', 'ticket-0001');
    expect(again).toMatchObject({ posted: false, entryId: granted.entryId, free: 50 });

    const refunded = await ops('refund', '--purchase', purchase.id, '--reason', '誤購入');
    expect(refunded).toMatchObject({ purchaseId: purchase.id, refundedYen: 1200, paid: 0, free: 50 });
    const [after] = await ops('fan', '--id', String(fan.listenerId));
    expect(after.purchases[0].refundedAt).toBeTruthy();
    expect(after.balances).toEqual([expect.objectContaining({ paid: 0, free: 50 })]);

    const audit = await ops('audit', '--action', 'refundPointPurchase');
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'refundPointPurchase',
        operatorEmail: file.email,
        target: expect.any(String),
      }),
    ]);
  });

  it('revokes the role: the signed-in session is refused from then on', async () => {
    const revoked = await ops(
      'revoke-operator',
      '--email',
      file.email,
      '--project',
      'demo',
      '--by',
      'lead@example.com',
    );
    // Audited when the CLI can reach the database (DATABASE_URL); on PGlite it says it was not.
    expect(revoked).toMatchObject({ roles: {} });
    const refused = await file.cli.run('whoami');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });
});
