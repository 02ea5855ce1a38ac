import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config';
import { createApp } from '../src/http/server';
import { logger, setLogSink } from '../src/lib/logger';
import { recordRun } from '../src/modules/reconcile/reconcile-runs.repository';
import { setUpProject } from '../src/ops/setup/set-up-project';
import { seedDemoOperator } from '../src/seed/seed-demo-operator';
import { factories, opsContextFor } from './support/factories';
import { fanWithSavedCard } from './support/point-fans';
import { bootstrapOperator } from '../src/ops/setup/bootstrap-operator';
import { setOperatorRole } from '../src/ops/access/operator-claims';
import { codeOf, harnessForFile, idTokenFor, ok, signInInput, type GqlResult } from './support/harness';

const ME = '{ me { uid projectId } }';
const OTHER = 'trust-other';
const START =
  'mutation($i: StartMaintenanceInput!) { startMaintenance(input: $i) { id projectId windowStart } }';
const WINDOWS = '{ maintenanceWindows { id projectId } }';
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

/** `me` asked of `path` by the holder of `token`, as if from the client address `address`. */
async function meFrom(
  app: ReturnType<typeof createApp>,
  token: string,
  address: string,
  path: string,
  opsSession?: string,
) {
  const response = await app.handleRequest(
    new Request(`http://api.test${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-project-id': 'demo',
        authorization: `Bearer ${token}`,
        ...(opsSession ? { 'x-ops-session': opsSession } : {}),
      },
      body: JSON.stringify({ query: ME }),
    }),
    { req: { socket: { remoteAddress: address }, headers: {} } as unknown as IncomingMessage },
  );
  return (await response.json()) as GqlResult;
}

// Issue 38: operators the business can trust with its money.
describe('operators the business can trust (issue 38)', () => {
  const h = harnessForFile(
    {
      reconcileAtClose: false,
      env: {
        OPS_GRANT_DAILY_OPERATOR_POINTS: '1500',
        OPS_GRANT_DAILY_FAN_POINTS: '1000',
        OPS_REFUND_APPROVAL_YEN: '1000',
      },
    },
    async (h) => {
      await setUpProject(opsContextFor(h.services, OTHER), { name: '別プロジェクト' });
      await factories(h).terms();
    },
  );
  const ops = (token: string | undefined, query: string, variables = {}, project?: string) =>
    h.gql(query, variables, { token, path: '/ops/graphql', project });

  describe('1. only verified accounts the administrator confirmed', () => {
    it('refuses to grant an unverified account, and shows an existing one before granting it', async () => {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = h.authHost;
      const unverified = await h.createUser({ verified: false });
      await expect(
        bootstrapOperator(
          { email: unverified.email, projectId: 'demo', grant: true, confirmUid: unverified.uid },
          { db: h.db },
        ),
      ).rejects.toThrow(/not verified/);
      expect((await h.services.identity.auth.getUser(unverified.uid)).customClaims?.ops).toBeUndefined();

      const existing = await h.createUser();
      const shown = bootstrapOperator(
        { email: existing.email, projectId: 'demo', grant: true },
        { db: h.db },
      );
      await expect(shown).rejects.toThrow(`--confirm ${existing.uid}`);
      await expect(shown).rejects.toThrow(/created 20\d\d-.*providers password/);
      expect((await h.services.identity.auth.getUser(existing.uid)).customClaims?.ops).toBeUndefined();

      const granted = await bootstrapOperator(
        { email: existing.email, projectId: 'demo', grant: true, confirmUid: existing.uid },
        { db: h.db },
      );
      expect(granted.roles).toEqual({ demo: 'operator' });
      expect(granted.account).toMatchObject({
        uid: existing.uid,
        emailVerified: true,
        providers: ['password'],
      });
      expect(Date.parse(granted.account.createdAt)).toBeGreaterThan(Date.now() - 600_000);
    });

    it('requires a verified e-mail and the role as stored now, not only the token claim', async () => {
      const op = await h.operator('demo');
      expect(ok(await ops(op.token, ME)).me.uid).toBe(op.uid);
      await h.services.identity.auth.updateUser(op.uid, { emailVerified: false });
      expect(codeOf(await ops(op.token, ME))).toBe('FORBIDDEN');
      await h.services.identity.auth.updateUser(op.uid, { emailVerified: true });
      expect(ok(await ops(op.token, ME)).me.uid).toBe(op.uid);
      // The role taken away without signing the account out: its token still claims it.
      await h.services.identity.auth.setCustomUserClaims(op.uid, null);
      expect(codeOf(await ops(op.token, ME))).toBe('FORBIDDEN');

      // An unverified account given the claim directly is refused too.
      const unverified = await h.createUser({ verified: false });
      await setOperatorRole(h.services.identity.auth, {
        email: unverified.email,
        projectId: 'demo',
        grant: true,
      });
      const token = await idTokenFor(h.authHost, unverified.email, unverified.password);
      expect(codeOf(await ops(token, ME))).toBe('FORBIDDEN');
    });
  });

  describe('7. budgets that count people, not proxies', () => {
    it('production refuses to start without TRUSTED_PROXIES while rate limits are on', () => {
      const production = {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://api@db/fan',
        ADMIN_TOKEN: 'a-production-admin-token',
        STRIPE_SECRET_KEY: 'sk_live_x',
        SEED_DEMO: 'false',
        OPS_SECOND_FACTOR_KEY: 'a-production-key-for-operators-second-factors',
        SMTP_URL: 'smtp://relay.example:587',
        MAIL_FROM: 'VFan <no-reply@example.jp>',
        PUBLIC_WEB_URL: 'https://fan.example.jp',
        STRIPE_WEBHOOK_SECRET: 'whsec_the_endpoints_own',
        OPS_ALLOWED_ADDRESSES: '203.0.113.0/24',
        ALLOWED_HOSTS: 'fan.example.jp,console.example.jp',
      };
      expect(() => loadConfig(production)).toThrow(/TRUSTED_PROXIES is required/);
      expect(() => loadConfig({ ...production, TRUSTED_PROXIES: '127.0.0.1' })).not.toThrow();
      expect(() => loadConfig({ ...production, TRUSTED_PROXIES: 'none' })).not.toThrow();
      expect(() => loadConfig({ ...production, RATE_LIMITS: 'off' })).not.toThrow();
    });

    it('refuses a token without the operator claim before asking the identity service', async () => {
      const fan = await h.signedInListener();
      const op = await h.operator('demo');
      const identity = h.services.identity;
      const lookups: string[] = [];
      const [storedAccount, verifyFresh] = [identity.storedAccount, identity.verifyFresh];
      identity.storedAccount = (uid) => (lookups.push(uid), storedAccount(uid));
      identity.verifyFresh = (token) => (lookups.push('fresh'), verifyFresh(token));
      try {
        expect(codeOf(await ops(fan.token, ME))).toBe('FORBIDDEN');
        expect(lookups).toEqual([]);
        expect(ok(await ops(op.token, ME)).me.uid).toBe(op.uid);
        expect(lookups).toEqual([op.uid]);
      } finally {
        Object.assign(identity, { storedAccount, verifyFresh });
      }
    });

    it('gives /ops/graphql its own budget per address, IPv6 clients grouped by /64', async () => {
      const app = createApp({
        ...h.services,
        config: {
          ...h.services.config,
          RATE_LIMITS: 'on',
          RATE_LIMIT_WINDOW_SECONDS: 3600,
          RATE_LIMIT_OPS: 3,
        },
      });
      const fan = await h.signedInListener();
      const from = async (address: string, path = '/ops/graphql') =>
        codeOf(await meFrom(app, fan.token, address, path));
      const answers = [];
      for (const host of ['1', '2', '3', 'abcd:1']) answers.push(await from(`2001:db8:77:1::${host}`));
      expect(answers).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'RATE_LIMITED']);
      // Another /64, and the fans' endpoint (its own budgets), still answer.
      expect(await from('2001:db8:77:2::1')).toBe('FORBIDDEN');
      expect(await from('2001:db8:77:1::9', '/api/v2/graphql')).not.toBe('RATE_LIMITED');
    });
  });

  describe("4. a project's operator sees that project only", () => {
    it('shows the reconciler without platform counts or internal error text', async () => {
      const op = await h.operator(OTHER);
      await recordRun(h.db, {
        kind: 'pass',
        at: new Date(),
        outcome: 'failed',
        counts: { customers: 4321, charges: 9876 },
        error: 'connect ECONNREFUSED 10.0.0.5:5432',
      });
      const day = new Date().toISOString().slice(0, 10);
      const dashboard = ok(
        await ops(
          op.token,
          `query($d: String!) { dashboard(from: $d, to: $d) { reconciliation {
             lastPass { outcome finishedAt } openPointPurchases openRenewals pendingRegistrations } } }`,
          { d: day },
          OTHER,
        ),
      );
      expect(dashboard.dashboard.reconciliation).toMatchObject({
        lastPass: { outcome: 'failed' },
        openPointPurchases: 0,
      });
      for (const field of ['counts', 'error', 'mismatches']) {
        const asked = await ops(
          op.token,
          `{ dashboard(from: "${day}", to: "${day}") { reconciliation { lastPass { ${field} } } } }`,
          {},
          OTHER,
        );
        expect(codeOf(asked)).toBe('GRAPHQL_VALIDATION_FAILED');
        expect(JSON.stringify(asked)).not.toMatch(/ECONNREFUSED|4321/);
      }
    });

    it('lets platform-wide windows win, refuses starts in the past, and cancels scheduled windows', async () => {
      const op = await h.operator('demo');
      const yesterday = await ops(op.token, START, {
        i: { platform: 'app', windowStart: hours(-24), windowEnd: hours(-23) },
      });
      expect([codeOf(yesterday), yesterday.errors?.[0]?.extensions?.field]).toEqual([
        'BAD_USER_INPUT',
        'windowStart',
      ]);

      // A hundred windows of the project (app only), all started before the platform's.
      for (let i = 0; i < 100; i++)
        ok(await ops(op.token, START, { i: { platform: 'app', windowEnd: hours(1) } }));
      const admin = (method: string, body?: unknown) =>
        h.admin.fetch('http://api.test/admin/maintenance', {
          method,
          headers: {
            authorization: 'Bearer test-admin-token-0123456789',
            'content-type': 'application/json',
          },
          body: body ? JSON.stringify(body) : undefined,
        });
      expect((await admin('POST', { platform: 'web', windowEnd: hours(1) })).status).toBe(201);
      try {
        expect(codeOf(await h.gql('{ listenerProfile { databaseId } }'))).toBe('MAINTENANCE_IN_PROGRESS');
        expect(ok(await ops(op.token, WINDOWS)).maintenanceWindows[0].projectId).toBeNull();
      } finally {
        await admin('DELETE');
        ok(await ops(op.token, 'mutation { endMaintenance }'));
      }

      // A scheduled window is cancelled (once, by its own project only); a started one is not.
      const later = ok(
        await ops(op.token, START, { i: { platform: 'all', windowStart: hours(2), windowEnd: hours(3) } }),
      ).startMaintenance;
      const other = await h.operator(OTHER);
      const CANCEL = 'mutation($id: Int!) { cancelMaintenance(id: $id) { id } }';
      expect(codeOf(await ops(other.token, CANCEL, { id: later.id }, OTHER))).toBe('NOT_FOUND');
      expect(ok(await ops(op.token, CANCEL, { id: later.id })).cancelMaintenance.id).toBe(later.id);
      expect(ok(await ops(op.token, WINDOWS)).maintenanceWindows).toEqual([]);
      expect(codeOf(await ops(op.token, CANCEL, { id: later.id }))).toBe('NOT_FOUND');
      const [started] = await h.db.query<{ id: number }>(
        `SELECT id FROM maintenance_windows WHERE project_id = 'demo' AND cancelled_at IS NULL LIMIT 1`,
      );
      expect(codeOf(await ops(op.token, CANCEL, { id: started!.id }))).toBe('NOT_FOUND');
    });
  });

  describe('5. every attempt recorded', () => {
    const logged = async (act: () => Promise<unknown>) => {
      const lines: Record<string, any>[] = [];
      const restore = setLogSink((line) => lines.push(JSON.parse(line)));
      const level = logger.level;
      logger.level = 'info';
      try {
        await act();
      } finally {
        logger.level = level;
        restore();
      }
      return lines;
    };
    const auditRows = (after: number) =>
      h.db.query<{ operator_uid: string; action: string; input: any; after: any; request_id: string }>(
        'SELECT operator_uid, action, input, after, request_id FROM operator_audit_log WHERE id > $1 ORDER BY id',
        [after],
      );
    const lastId = async () =>
      Number(
        (
          await h.db.query<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM operator_audit_log')
        )[0]!.id,
      );

    it('logs a refused caller with the operation and the outcome, and the request line names them', async () => {
      const fan = await h.signedInListener();
      const other = await h.operator(OTHER);
      const lines = await logged(async () => {
        await ops(fan.token, ME);
        await ops(other.token, 'mutation { endMaintenance }');
        await ops(undefined, ME);
      });
      const refused = lines.filter((l) => l.msg === 'operator call refused');
      expect(refused.map((l) => [l.caller, l.projectId, l.operation, l.outcome, l.reason])).toEqual([
        [fan.uid, 'demo', 'query:me', 'FORBIDDEN', 'noOperatorClaim'],
        [other.uid, 'demo', 'mutation:endMaintenance', 'FORBIDDEN', 'noOperatorClaim'],
        [null, 'demo', 'query:me', 'UNAUTHENTICATED', 'noToken'],
      ]);
      const requests = lines.filter((l) => l.msg === 'request' && l.path === '/ops/graphql');
      expect(requests.map((l) => [l.caller, l.operation, l.outcome])).toEqual([
        [fan.uid, 'query:me', 'FORBIDDEN'],
        [other.uid, 'mutation:endMaintenance', 'FORBIDDEN'],
        [undefined, 'query:me', 'UNAUTHENTICATED'],
      ]);
    });

    it("audits refused mutations (unknown refund, another project's fan) with the server's request id", async () => {
      const op = await h.operator('demo');
      const fanElsewhere = await h.db.query<{ id: number }>(
        `INSERT INTO listeners (project_id, firebase_uid, email, name) VALUES ($1, $2, 'x@example.com', 'よそ') RETURNING id`,
        [OTHER, `uid-${crypto.randomUUID()}`],
      );
      const mark = await lastId();
      const response = await h.app.fetch('http://api.test/ops/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-project-id': 'demo',
          'x-request-id': 'forged-request-0001',
          authorization: `Bearer ${op.token}`,
          'x-ops-session': h.codes.sessions.get(op.uid)!,
        },
        body: JSON.stringify({
          query:
            'mutation { refundPointPurchase(purchaseId: "00000000-0000-4000-8000-000000000000", reason: "テスト") { __typename } }',
        }),
      });
      const refund = (await response.json()) as GqlResult;
      expect(codeOf(refund)).toBe('NOT_FOUND');
      const serverId = response.headers.get('x-request-id');
      expect(serverId).not.toBe('forged-request-0001');
      const grant = await ops(
        op.token,
        'mutation($i: GrantPointsInput!) { grantPoints(input: $i) { __typename } }',
        { i: { fanId: fanElsewhere[0]!.id, pointTypeId: 1, amount: 100, reason: 'おわび' } },
      );
      expect(codeOf(grant)).toBe('NOT_FOUND');
      const rows = await auditRows(mark);
      expect(rows.map((r) => [r.operator_uid, r.action, r.after])).toEqual([
        [op.uid, 'refused:refundPointPurchase', { outcome: 'NOT_FOUND' }],
        [op.uid, 'refused:grantPoints', { outcome: 'NOT_FOUND' }],
      ]);
      expect(rows[0]!.input).toEqual({
        purchaseId: '00000000-0000-4000-8000-000000000000',
        reason: 'テスト',
      });
      expect(rows[0]!.request_id).toBe(serverId);
    });
  });

  describe('6. money an operator can move is bounded', () => {
    const GRANT = 'mutation($i: GrantPointsInput!) { grantPoints(input: $i) { posted free } }';
    const APPROVE = 'mutation($id: Int!) { approveRequest(id: $id) { id outcome result } }';
    const REJECT = 'mutation($id: Int!) { rejectRequest(id: $id) { id outcome } }';
    const grant = (token: string, fanId: number, pointTypeId: number, amount: number) =>
      ops(token, GRANT, { i: { fanId, pointTypeId, amount, reason: 'おわび' } });

    it("refuses a grant to the operator's own fan account", async () => {
      const op = await h.operator('demo');
      const signIn = await h.gql(
        'mutation($input: SignInV2Input!) { signInV2(input: $input) { listenerProfile { databaseId } } }',
        { input: signInInput(op.email) },
        { token: op.token },
      );
      const own = ok(signIn).signInV2.listenerProfile.databaseId as number;
      const type = await factories(h).pointType();
      expect(codeOf(await grant(op.token, own, type.id, 100))).toBe('FORBIDDEN');
    });

    it('asks a second operator above the per-fan and per-operator daily caps', async () => {
      const [op, second] = [await h.operator('demo'), await h.operator('demo')];
      const type = await factories(h).pointType();
      const [a, b, c] = [await h.signedInListener(), await h.signedInListener(), await h.signedInListener()];
      expect(ok(await grant(op.token, a.listenerId, type.id, 600)).grantPoints.posted).toBe(true);
      // The fan's cap (1,000 in 24 hours): filed for approval, nothing granted.
      const over = await grant(op.token, a.listenerId, type.id, 600);
      expect(codeOf(over)).toBe('APPROVAL_REQUIRED');
      const approvalId = (over.errors?.[0]?.extensions as { approvalId?: number })?.approvalId as number;
      const listed = ok(await ops(second.token, '{ approvalRequests { id action reason requestedBy } }'));
      expect(listed.approvalRequests).toContainEqual({
        id: approvalId,
        action: 'grantPoints',
        reason: 'fanDailyCap:1000',
        requestedBy: op.uid,
      });
      // Not by the operator who asked; the second one carries it out, once.
      expect(codeOf(await ops(op.token, APPROVE, { id: approvalId }))).toBe('NOT_FOUND');
      const approved = ok(await ops(second.token, APPROVE, { id: approvalId })).approveRequest;
      expect(approved).toMatchObject({
        outcome: 'approved',
        result: { posted: true, balance: { free: 1200 } },
      });
      expect(codeOf(await ops(second.token, APPROVE, { id: approvalId }))).toBe('NOT_FOUND');

      // The operator's cap (1,500 in 24 hours): 600 + 800 fit, 200 more does not.
      ok(await grant(op.token, b.listenerId, type.id, 800));
      const tooMuch = await grant(op.token, c.listenerId, type.id, 200);
      expect(codeOf(tooMuch)).toBe('APPROVAL_REQUIRED');
      const rejected = ok(
        await ops(second.token, REJECT, {
          id: (tooMuch.errors?.[0]?.extensions as { approvalId?: number })?.approvalId,
        }),
      ).rejectRequest;
      expect(rejected.outcome).toBe('rejected');
      const [balance] = await h.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM point_ledger_entries WHERE listener_id = $1',
        [c.listenerId],
      );
      expect(balance!.n).toBe(0);
    });

    it('asks a second operator for a refund above the setting', async () => {
      const [op, second] = [await h.operator('demo'), await h.operator('demo')];
      const { card } = await factories(h).pointPackage({ amount: 1000, price: 1200 });
      const buyer = await fanWithSavedCard(h);
      ok(
        await h.gql(
          'mutation($prices: [String!]!) { managePaymentV2(prices: $prices, paymentType: one_time_payment) { status } }',
          { prices: [card.id] },
          { token: buyer.token },
        ),
      );
      const [purchase] = await h.db.query<{ id: string }>(
        'SELECT id::text AS id FROM point_purchases WHERE listener_id = $1',
        [buyer.listenerId],
      );
      const REFUND =
        'mutation($p: String!) { refundPointPurchase(purchaseId: $p, reason: "誤購入") { refundedYen } }';
      const asked = await ops(op.token, REFUND, { p: purchase!.id });
      expect(codeOf(asked)).toBe('APPROVAL_REQUIRED');
      const done = ok(
        await ops(second.token, APPROVE, {
          id: (asked.errors?.[0]?.extensions as { approvalId?: number })?.approvalId,
        }),
      );
      expect(done.approveRequest).toMatchObject({ outcome: 'approved', result: { refundedYen: 1200 } });
    });
  });

  describe('3. an address allow-list for /ops/graphql', () => {
    it('refuses addresses outside OPS_ALLOWED_ADDRESSES before identifying the caller', async () => {
      const op = await h.operator('demo');
      const app = createApp({
        ...h.services,
        config: { ...h.services.config, OPS_ALLOWED_ADDRESSES: '203.0.113.0/24, 2001:db8:5::/48' },
      });
      const session = h.codes.sessions.get(op.uid);
      const from = (address: string, path = '/ops/graphql') => meFrom(app, op.token, address, path, session);
      expect(ok(await from('203.0.113.40')).me.uid).toBe(op.uid);
      expect(ok(await from('2001:db8:5:1::9')).me.uid).toBe(op.uid);
      expect(codeOf(await from('198.51.100.1'))).toBe('FORBIDDEN');
      // The fans' endpoint is not behind it.
      expect(codeOf(await from('198.51.100.1', '/api/v2/graphql'))).not.toBe('FORBIDDEN');
      expect(() => loadConfig({ OPS_ALLOWED_ADDRESSES: 'office-lan' })).toThrow(/office-lan/);
    });
  });

  // The console talks to /ops/graphql on its own origin (nginx's console host; Vite's proxy in
  // development), so the endpoint never answers a browser of another origin, even one CORS_ORIGINS lets
  // call the fans' API: no CORS header on the preflight or on the answer, and the browser refuses it.
  describe("3b. the console's origin: no browser of another origin reads /ops/graphql", () => {
    it('answers no CORS headers for /ops/graphql, whatever CORS_ORIGINS allows the fans', async () => {
      const op = await h.operator('demo');
      const FAN = 'https://fans.example.test';
      const app = createApp({ ...h.services, config: { ...h.services.config, CORS_ORIGINS: FAN } });
      const preflight = (path: string) =>
        app.handleRequest(
          new Request(`http://api.test${path}`, {
            method: 'OPTIONS',
            headers: {
              origin: FAN,
              'access-control-request-method': 'POST',
              'access-control-request-headers': 'authorization,content-type,x-ops-session,x-project-id',
            },
          }),
          {},
        );
      // The setting works for the fans' endpoint...
      expect((await preflight('/api/v2/graphql')).headers.get('access-control-allow-origin')).toBe(FAN);
      // ...and not for the operators'.
      const refused = await preflight('/ops/graphql');
      for (const header of [
        'access-control-allow-origin',
        'access-control-allow-headers',
        'access-control-allow-methods',
        'access-control-allow-credentials',
      ])
        expect(refused.headers.get(header), header).toBeNull();
      // Were a browser to send the request itself, the answer carries none either: unreadable there.
      const answer = await app.handleRequest(
        new Request('http://api.test/ops/graphql', {
          method: 'POST',
          headers: {
            origin: FAN,
            'content-type': 'application/json',
            'x-project-id': 'demo',
            authorization: `Bearer ${op.token}`,
            'x-ops-session': h.codes.sessions.get(op.uid)!,
          },
          body: JSON.stringify({ query: ME }),
        }),
        {},
      );
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('9. the demo operator of npm start', () => {
    it('is made once by the seed, verified, an operator of demo with its second factor ready, and audited', async () => {
      const email = `ops-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const auth = h.services.identity.auth;
      const demo = {
        email,
        password: 'ops12345',
        totpSecret: h.services.config.DEMO_OPERATOR_TOTP_SECRET,
        secretKey: h.services.config.OPS_SECOND_FACTOR_KEY,
        now: new Date(),
      };
      const first = await seedDemoOperator(h.db, auth, demo);
      expect(first.granted).toBe(true);
      expect(await seedDemoOperator(h.db, auth, demo)).toEqual({ uid: first.uid, granted: false });
      const token = await idTokenFor(h.authHost, email, 'ops12345');
      // Its second factor is active: the configured secret's code signs it in, no enrolment.
      expect(ok(await ops(token, '{ operatorSecondFactor { active } }')).operatorSecondFactor.active).toBe(
        true,
      );
      await h.signInOperator(token, 'demo', demo.totpSecret);
      expect(ok(await ops(token, ME)).me).toEqual({ uid: first.uid, projectId: 'demo' });
      const rows = await h.db.query<{ operator_uid: string }>(
        `SELECT operator_uid FROM operator_audit_log WHERE action = 'grantOperator' AND target = $1`,
        [`operator:${first.uid}`],
      );
      expect(rows).toEqual([{ operator_uid: 'seed' }]);
    });
  });
});
