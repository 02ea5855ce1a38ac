import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { bootstrapOperator, localActor } from '../src/ops/setup/bootstrap-operator';
import { setUpProject } from '../src/ops/setup/set-up-project';
import { opsContextFor } from './support/factories';
import { codeOf, createHarness, ok } from './support/harness';
import { graphqlPost, operation } from './support/graphql-post';

const OTHER = 'trail-other';
const PROFILE = '{ listenerProfile { databaseId } }';
const WINDOW = '{ systemMaintenance(platform: web) { windowEnd } }';
const START =
  'mutation($i: StartMaintenanceInput!) { startMaintenance(input: $i) { id projectId platform windowEnd } }';

interface AuditRow {
  project_id: string | null;
  operator_uid: string;
  operator_email: string | null;
  action: string;
  target: string | null;
  input: Record<string, any>;
  before: Record<string, any> | null;
  after: Record<string, any> | null;
}

// Issue 27 (decision 028): operators act inside their project and every action and read leaves its
// row, with its arguments, in the project concerned.
describe('operators inside their project, with a complete trail', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  const clock = new Date('2026-12-01T03:00:00Z');
  let demoOps: { uid: string; email: string; token: string };
  let otherOps: { uid: string; email: string; token: string };
  beforeAll(async () => {
    h = await createHarness({ now: () => clock });
    await setUpProject(opsContextFor(h.services, OTHER), { name: '別プロジェクト' });
    demoOps = await h.operator('demo');
    otherOps = await h.operator(OTHER);
  });
  afterAll(() => h.close());

  const ops = <T = Record<string, any>>(
    as: { token: string },
    query: string,
    variables: Record<string, unknown> = {},
    project = 'demo',
  ) => h.gql<T>(query, variables, { token: as.token, project, path: '/ops/graphql' });
  const lastId = async () =>
    Number(
      (await h.db.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM operator_audit_log'))[0]!.id,
    );
  const rowsAfter = (id: number) =>
    h.db.query<AuditRow>(
      `SELECT project_id, operator_uid, operator_email, action, target, input, before, after
       FROM operator_audit_log WHERE id > $1 ORDER BY id`,
      [id],
    );
  const admin = (method: string, body?: unknown) =>
    h.admin.fetch('http://api.test/admin/maintenance', {
      method,
      headers: { authorization: 'Bearer test-admin-token-0123456789', 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });

  it("keeps a project's maintenance window to that project, bounded, and audited there", async () => {
    const mark = await lastId();
    // Another project's operator cannot reach demo's maintenance at all.
    expect(codeOf(await ops(otherOps, 'mutation { endMaintenance }'))).toBe('FORBIDDEN');
    expect(
      codeOf(
        await ops(otherOps, START, { i: { platform: 'all', windowEnd: '2026-12-01T05:00:00Z' } }, 'demo'),
      ),
    ).toBe('FORBIDDEN');

    // At most 24 hours; refused before anything is written.
    const tooLong = await ops(
      otherOps,
      START,
      { i: { platform: 'all', windowEnd: '2026-12-02T03:00:01Z' } },
      OTHER,
    );
    expect([codeOf(tooLong), tooLong.errors?.[0]?.extensions?.field]).toEqual([
      'BAD_USER_INPUT',
      'windowEnd',
    ]);

    const window = ok(
      await ops(otherOps, START, { i: { platform: 'all', windowEnd: '2026-12-02T03:00:00Z' } }, OTHER),
    ).startMaintenance;
    expect(window).toMatchObject({ projectId: OTHER, platform: 'all' });

    // The other project's fans are closed out; demo's are not (UNAUTHENTICATED: the gate let it through).
    expect(codeOf(await h.gql(PROFILE, {}, { project: OTHER }))).toBe('MAINTENANCE_IN_PROGRESS');
    expect(codeOf(await h.gql(PROFILE))).toBe('UNAUTHENTICATED');
    expect((await h.gql(WINDOW, {}, { project: OTHER })).data?.systemMaintenance).not.toBeNull();
    expect((await h.gql(WINDOW)).data?.systemMaintenance).toBeNull();

    // demo's operator sees and ends only demo's windows: the other project stays closed.
    expect(ok(await ops(demoOps, '{ maintenanceWindows { id } }')).maintenanceWindows).toEqual([]);
    expect(ok(await ops(demoOps, 'mutation { endMaintenance }')).endMaintenance).toBe(0);
    expect(codeOf(await h.gql(PROFILE, {}, { project: OTHER }))).toBe('MAINTENANCE_IN_PROGRESS');

    // Automation's window is platform-wide: both projects; operators list it but cannot end it.
    expect((await admin('POST', { platform: 'web', windowEnd: '2026-12-01T04:00:00Z' })).status).toBe(201);
    expect(codeOf(await h.gql(PROFILE))).toBe('MAINTENANCE_IN_PROGRESS');
    const listed = ok(await ops(demoOps, '{ maintenanceWindows { projectId platform } }')).maintenanceWindows;
    expect(listed).toEqual([{ projectId: null, platform: 'web' }]);
    expect(ok(await ops(demoOps, 'mutation { endMaintenance }')).endMaintenance).toBe(0);
    expect(codeOf(await h.gql(PROFILE))).toBe('MAINTENANCE_IN_PROGRESS');
    // Its DELETE ends the platform-wide window only; the project's own stays.
    expect(await (await admin('DELETE')).json()).toEqual({ ended: 1 });
    expect(codeOf(await h.gql(PROFILE))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(PROFILE, {}, { project: OTHER }))).toBe('MAINTENANCE_IN_PROGRESS');

    // The project's operator ends it.
    expect(ok(await ops(otherOps, 'mutation { endMaintenance }', {}, OTHER)).endMaintenance).toBe(1);
    expect(codeOf(await h.gql(PROFILE, {}, { project: OTHER }))).toBe('UNAUTHENTICATED');

    const all = await rowsAfter(mark);
    // The refused window (too long) is recorded as such (issue 38).
    expect(all.filter((r) => r.action.startsWith('refused:')).map((r) => [r.action, r.after])).toEqual([
      ['refused:startMaintenance', { outcome: 'BAD_USER_INPUT', field: 'windowEnd' }],
    ]);
    const rows = all.filter((r) => !r.action.startsWith('read:') && !r.action.startsWith('refused:'));
    // Automation's calls go through the same rule: audited platform-wide (project null) as automation.
    expect(rows.map((r) => [r.project_id, r.operator_uid, r.action, r.after?.ended ?? null])).toEqual([
      [OTHER, otherOps.uid, 'startMaintenance', null],
      ['demo', demoOps.uid, 'endMaintenance', 0],
      [null, 'automation:admin-token', 'startMaintenance', null],
      ['demo', demoOps.uid, 'endMaintenance', 0],
      [null, 'automation:admin-token', 'endMaintenance', 1],
      [OTHER, otherOps.uid, 'endMaintenance', 1],
    ]);
    expect(rows[0]!.input).toEqual({ platform: 'all', windowEnd: '2026-12-02T03:00:00.000Z' });
    expect(rows[2]!.input).toEqual({ platform: 'web', windowEnd: '2026-12-01T04:00:00.000Z' });
    expect(rows[5]!.after).toEqual({ ended: 1, windows: [window.id] });
    // Every project's operators find automation's rows in their log beside their own.
    const logged = ok(await ops(demoOps, '{ auditLog(limit: 500) { operatorUid action } }')).auditLog;
    expect(logged).toContainEqual({ operatorUid: 'automation:admin-token', action: 'startMaintenance' });
    const otherLog = ok(await ops(otherOps, '{ auditLog(limit: 500) { operatorUid } }', {}, OTHER)).auditLog;
    expect(otherLog.filter((r: { operatorUid: string }) => r.operatorUid === demoOps.uid)).toEqual([]);
  });

  it('audits every read with the arguments it ran with, however the query is written', async () => {
    const fan = await h.signedInListener();
    const byEmail = { field: 'fans', args: { email: fan.email } };
    const byId = { field: 'fans', args: { id: fan.listenerId } };
    // A scripted session: each step, and the one row it must leave in demo's audit log.
    const session: [string, Record<string, unknown>, string, unknown][] = [
      [`{ fans(email: "${fan.email}") { id } }`, {}, 'read:fans', [byEmail]],
      ['query($e: String) { fans(email: $e) { id } }', { e: fan.email }, 'read:fans', [byEmail]],
      [
        `query { ...Lookup } fragment Lookup on Query { fans(id: ${fan.listenerId}) { id } }`,
        {},
        'read:fans',
        [byId],
      ],
      [`{ ... on Query { fans(id: ${fan.listenerId}) { id } } }`, {}, 'read:fans', [byId]],
      [
        `query($id: Int) { a: fans(id: $id) { id } b: fans(email: "${fan.email}") { id } me { uid } }`,
        { id: fan.listenerId },
        'read:fans,me',
        [
          { ...byId, alias: 'a' },
          { ...byEmail, alias: 'b' },
          { field: 'me', args: {} },
        ],
      ],
      // Defaults count as arguments used; a refused lookup is still a lookup.
      ['{ auditLog { id } }', {}, 'read:auditLog', [{ field: 'auditLog', args: { limit: 50 } }]],
      [
        `{ fans(id: 1, email: "${fan.email}") { id } }`,
        {},
        'read:fans',
        [{ field: 'fans', args: { id: 1, email: fan.email }, error: 'BAD_USER_INPUT' }],
      ],
      // One operation of several, by name.
      [
        'query A { me { uid } } query B { promotionCodes { code } }',
        {},
        'read:promotionCodes',
        [{ field: 'promotionCodes', args: {} }],
      ],
    ];
    for (const [query, variables, action, reads] of session) {
      const mark = await lastId();
      const body = operation(query, variables, query.startsWith('query A') ? 'B' : undefined);
      const response = await h.app.fetch(
        'http://api.test/ops/graphql',
        graphqlPost(demoOps.token, body, { 'x-ops-session': h.codes.sessions.get(demoOps.uid)! }),
      );
      expect(response.status, query).toBe(200);
      const rows = await rowsAfter(mark);
      expect(
        rows.map((r) => [r.project_id, r.operator_uid, r.action, r.input]),
        query,
      ).toEqual([['demo', demoOps.uid, action, { reads }]]);
    }
    // Mutations keep their own rows (with before and after), not a read row.
    const mark = await lastId();
    ok(await ops(demoOps, 'mutation { setUpProject(name: "デモ") { id } }'));
    expect((await rowsAfter(mark)).map((r) => [r.action, r.input])).toEqual([
      ['setUpProject', { name: 'デモ' }],
    ]);
  });

  it('audits granting and revoking the operator role in the project concerned, or does not change it', async () => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = h.authHost;
    const user = await h.createUser();
    const mark = await lastId();
    const granted = await bootstrapOperator(
      { email: user.email, projectId: OTHER, grant: true, by: 'lead@example.com', confirmUid: user.uid },
      { db: h.db },
    );
    expect(granted).toMatchObject({ uid: user.uid, roles: { [OTHER]: 'operator' }, audited: true });
    // Without a second factor yet: its one-time enrolment code, issued in the same transaction (053).
    const enrollment = granted.enrollment as { code: string; expiresAt: Date };
    expect(enrollment.code).toMatch(/^([A-Z2-7]{5}-){3}[A-Z2-7]{5}$/);
    await bootstrapOperator({ email: user.email, projectId: OTHER, grant: false }, { db: h.db });
    const rows = await rowsAfter(mark);
    expect(rows).toEqual([
      {
        project_id: OTHER,
        operator_uid: localActor(),
        operator_email: 'lead@example.com',
        action: 'grantOperator',
        target: `operator:${user.uid}`,
        input: { email: user.email, projectId: OTHER },
        before: { roles: {} },
        after: { roles: { [OTHER]: 'operator' }, enrollmentCodeUntil: enrollment.expiresAt.toISOString() },
      },
      {
        project_id: OTHER,
        operator_uid: localActor(),
        operator_email: null,
        action: 'revokeOperator',
        target: `operator:${user.uid}`,
        input: { email: user.email, projectId: OTHER },
        before: { roles: { [OTHER]: 'operator' } },
        after: { roles: {} },
      },
    ]);
    // The row's time is the database's, not the API's clock (this file's is fixed at 2026-12-01 03:00).
    const [occurred] = await h.db.query<{ late: number }>(
      `SELECT abs(extract(epoch FROM now() - occurred_at)) AS late FROM operator_audit_log
       WHERE id > $1 ORDER BY id LIMIT 1`,
      [mark],
    );
    expect(Number(occurred!.late)).toBeLessThan(60);

    // When the row cannot be written, the role is not changed.
    const broken: Db = {
      ...h.db,
      transaction: (fn) =>
        h.db.transaction((tx) =>
          fn({
            query: (sql, params) =>
              sql.includes('operator_audit_log')
                ? Promise.reject(new Error('audit log unavailable'))
                : tx.query(sql, params),
          }),
        ),
    };
    await expect(
      bootstrapOperator(
        { email: user.email, projectId: OTHER, grant: true, confirmUid: user.uid },
        { db: broken },
      ),
    ).rejects.toThrow('audit log unavailable');
    expect((await h.services.identity.auth.getUserByEmail(user.email)).customClaims?.ops).toBeUndefined();
    expect(await rowsAfter(mark)).toHaveLength(2);

    // Against real Firebase, with no database to record in, it refuses before changing anything.
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      await expect(
        bootstrapOperator({ email: user.email, projectId: OTHER, grant: true, confirmUid: user.uid }),
      ).rejects.toThrow(/DATABASE_URL/);
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = h.authHost;
    }
  });
});
