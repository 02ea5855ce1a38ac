import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCardWithoutChallenge } from './support/browser-stripe';
import { createHarness, signInInput, SIGN_IN } from './support/harness';
import { cliAgainst } from './support/ops-cli';

const PROJECT = 'cli-shop';

// The operators' CLI end to end, in-process against a listening API: an operator bootstrapped with
// the server's credentials builds a shop for an empty project, then a fan of it buys and redeems.
// ops-cli-support.test.ts runs the other commands; ops-cli-coverage.test.ts checks that every command runs.
describe("npm run ops (the operators' CLI)", () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let cli: Awaited<ReturnType<typeof cliAgainst>>;
  beforeAll(async () => {
    h = await createHarness();
    cli = await cliAgainst(h);
  });
  afterAll(async () => {
    await cli.close();
    await h.close();
  });

  const ops = (...argv: string[]) => cli.ops(...argv);
  const dir = () => cli.dir;

  it('bootstraps an operator, builds a creator with tiers, prices, packages and a capped code; a fan uses them', async () => {
    const email = `operator-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await cli.run('create-tier', '--creator', 'x')).code).toBe(2);
    // The first login shows the secret for an authenticator app and signs nobody in yet.
    const granted = await ops(
      'grant-operator',
      '--email',
      email,
      '--project',
      PROJECT,
      '--create-password',
      'secret123',
    );
    // With the one-time enrolment code the grant showed (decision 053).
    expect(granted.enrollment.code).toMatch(/^([A-Z2-7]{5}-){3}[A-Z2-7]{5}$/);
    const as = ['--email', email, '--password-file', cli.passwordFile('secret123'), '--project', PROJECT];
    const shown = await ops('login', ...as, '--enrollment-code', granted.enrollment.code);
    expect(shown).toMatchObject({ signedIn: false, enrollment: { uri: expect.stringMatching(/^otpauth:/) } });
    expect((await cli.run('whoami')).code).toBe(2);
    await cli.login(email, 'secret123', PROJECT);
    expect(await ops('whoami')).toMatchObject({ email, projectId: PROJECT });
    await ops('setup-project', '--name', 'CLIショップ');

    const creator = await ops(
      'create-creator',
      '--slug',
      'mira',
      '--name',
      '星野ミラ',
      '--english-name',
      'Mira Hoshino',
      '--icon-colors',
      '#12ab34,#5600ef',
    );
    const icon = (
      await h.db.query<{ icon: string }>('SELECT icon FROM contributors WHERE id = $1', [creator.id])
    )[0]!.icon;
    expect(decodeURIComponent(icon).toLowerCase()).toContain('#12ab34');
    expect(decodeURIComponent(icon).toLowerCase()).toContain('#5600ef');
    const tier = (slug: string, level: string, rank: number, title: string) =>
      ops(
        'create-tier',
        '--creator',
        String(creator.id),
        '--slug',
        slug,
        '--title',
        title,
        '--description',
        `${title}プラン`,
        '--level',
        level,
        '--rank',
        String(rank),
        '--premium-chat',
      );
    await tier('free', 'free', 0, 'フリー');
    const paid = [
      await tier('bronze', 'bronze', 1, 'ライト'),
      await tier('silver', 'silver', 2, 'スタンダード'),
      await tier('gold', 'gold', 3, 'プレミアム'),
    ];
    for (const [i, t] of paid.entries())
      for (const months of [1, 3, 6, 12]) {
        const price = 500 * (i + 1) * months;
        const setPrice = (variant: string, ...rest: string[]) =>
          ops('set-price', '--tier', String(t.id), '--months', String(months), '--variant', variant, ...rest);
        await setPrice('card', '--price', String(price));
        await setPrice('konbini', '--price', String(price + 190), '--konbini-fee', '190');
      }
    const [listed] = await ops('creators');
    expect(listed.tiers.map((t: { rank: number; prices: unknown[] }) => [t.rank, t.prices.length])).toEqual([
      [0, 0],
      [1, 8],
      [2, 8],
      [3, 8],
    ]);

    const type = await ops(
      'create-point-type',
      '--key',
      'points',
      '--name',
      'ポイント',
      '--display-name',
      'ポイント',
      '--unit',
      'pt',
      '--coupon-type',
      'point',
    );
    const small = await ops(
      'create-package',
      '--type',
      String(type.id),
      '--slug',
      'p100',
      '--amount',
      '100',
      '--price',
      '120',
      '--konbini-fee',
      '190',
    );
    await ops(
      'create-package',
      '--type',
      String(type.id),
      '--slug',
      'p1000',
      '--amount',
      '1000',
      '--price',
      '1200',
      '--konbini-fee',
      '190',
    );
    const until = new Date(Date.now() + 86_400_000).toISOString();
    await ops(
      'create-code',
      '--type',
      String(type.id),
      '--code',
      'CLIFAN',
      '--name',
      '開店記念',
      '--amount',
      '300',
      '--max',
      '1',
      '--until',
      until,
    );

    // A fan of the new project signs up, buys 100pt by card and redeems the code; a second fan finds it used up.
    const gql = (q: string, v: Record<string, unknown>, o: { token: string }) =>
      h.gql(q, v, { ...o, project: PROJECT });
    const signUp = async () => {
      const user = await h.createUser();
      const signed = await gql(SIGN_IN, { input: signInInput(user.email, PROJECT) }, { token: user.token });
      expect(signed.errors).toBeUndefined();
      return user;
    };
    const fan = await signUp();
    await gql('mutation { createCustomer { created } }', {}, { token: fan.token });
    const [customer] = await h.db.query<{ stripe_customer_id: string }>(
      `SELECT c.stripe_customer_id FROM payment_customers c JOIN listeners l ON l.id = c.listener_id WHERE l.email = $1`,
      [fan.email],
    );
    await saveCardWithoutChallenge(
      h.services.stripe,
      gql,
      fan.token,
      customer!.stripe_customer_id,
      '4242424242424242',
    );
    const bought = await gql(
      'mutation($p: [String!]!) { managePaymentV2(prices: $p, paymentType: one_time_payment) { status } }',
      { p: [small.prices[0].stripePriceId] },
      { token: fan.token },
    );
    expect(bought).toEqual({ data: { managePaymentV2: { status: 'succeeded' } } });
    const REDEEM = 'mutation { redeemCoupon(type: "point", code: "clifan") { coupon { amount } } }';
    expect((await gql(REDEEM, {}, { token: fan.token })).data).toEqual({
      redeemCoupon: { coupon: { amount: 300 } },
    });
    const balance = await gql(
      '{ tierTypesConnection { nodes { paidBalance freeBalance } } }',
      {},
      { token: fan.token },
    );
    expect(balance.data).toEqual({
      tierTypesConnection: { nodes: [{ paidBalance: 100, freeBalance: 300 }] },
    });
    const other = await signUp();
    expect((await gql(REDEEM, {}, { token: other.token })).errors).toBeDefined();
    const [code] = await ops('codes');
    expect(code).toMatchObject({ code: 'CLIFAN', redeemedCount: 1, maxRedemptions: 1 });

    // Terms from a file, and the audit trail of all of it.
    writeFileSync(join(dir(), 'terms.txt'), '第1条 本規約は…');
    expect(
      await ops(
        'publish-terms',
        '--version',
        'v1',
        '--title',
        '利用規約',
        '--body-file',
        join(dir(), 'terms.txt'),
      ),
    ).toMatchObject({ version: 'v1' });
    const audit = await ops('audit', '--limit', '500');
    expect(audit.filter((a: { action: string }) => a.action === 'setTierPrice')).toHaveLength(24);
    // Every row the operator's, but the enrolment code the API issued for grant-operator (the
    // administrator's: PGlite belongs to the API, decision 053).
    const byOthers = audit.filter((a: { operatorEmail: string }) => a.operatorEmail !== email);
    expect(byOthers).toEqual([
      expect.objectContaining({ action: 'issueEnrollmentCode', operatorEmail: null, input: { email } }),
    ]);
  });

  it('archives and brings back creators, tiers and point types (decision 020), with --help and clear errors', async () => {
    const help = await cli.run('archive-tier', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/archive-tier --id <id>[\s\S]*members on it keep it/);
    const missing = await cli.run('archive-creator', '--id', '999999');
    expect(missing.code).not.toBe(0);
    expect(missing.err).toMatch(/creator 999999 not found/);

    const [creator] = await ops('creators');
    expect((await ops('archive-creator', '--id', String(creator.id))).archivedAt).toBeTruthy();
    const gold = creator.tiers.find((t: { rank: number }) => t.rank === 3);
    expect((await ops('archive-tier', '--id', String(gold.id))).archivedAt).toBeTruthy();
    const [type] = await ops('point-types');
    expect((await ops('archive-point-type', '--id', String(type.id))).archivedAt).toBeTruthy();
    const [listed] = await ops('creators');
    expect([
      listed.archivedAt,
      listed.tiers.find((t: { rank: number }) => t.rank === 3).archivedAt,
    ]).not.toContain(null);
    expect((await ops('unarchive-creator', '--id', String(creator.id))).archivedAt).toBeNull();
    expect((await ops('unarchive-tier', '--id', String(gold.id))).archivedAt).toBeNull();
    expect((await ops('unarchive-point-type', '--id', String(type.id))).archivedAt).toBeNull();
    const audit = await ops('audit', '--limit', '10');
    expect(audit.slice(0, 7).map((a: { action: string }) => a.action)).toEqual([
      'unarchivePointType',
      'unarchiveTier',
      'unarchiveCreator',
      'read:creators',
      'archivePointType',
      'read:pointTypes',
      'archiveTier',
    ]);
  });

  it('logout ends the session on the server; the kept token is refused after', async () => {
    const kept = JSON.parse(readFileSync(join(dir(), 'session.json'), 'utf8')) as { opsSession: string };
    expect(await ops('logout')).toEqual({ signedOut: true, endedOnServer: true });
    expect((await cli.run('whoami')).code).toBe(2);
    const [row] = await h.db.query<{ ended_reason: string }>(
      `SELECT ended_reason FROM operator_sessions WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [kept.opsSession],
    );
    expect(row?.ended_reason).toBe('signOut');
  });
});
