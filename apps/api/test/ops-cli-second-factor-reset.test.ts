import { afterEach, describe, expect, it } from 'vitest';
import { useSignedInCli } from './support/ops-cli';

// A lost authenticator (docs/decisions/041, "Lost authenticator"): an administrator runs
// `npm run ops -- reset-second-factor --email …` with the API's ADMIN_TOKEN; the CLI (in-process) posts
// to the listening API's /admin/second-factor-reset, which removes the operator's TOTP enrolment, ends
// every session of theirs and audits it. Their next `login` enrols again.
describe('npm run ops -- reset-second-factor', () => {
  const file = useSignedInCli();
  const ADMIN_TOKEN = 'test-admin-token-0123456789';
  // The operator's password: a reset replaces it (decision 053).
  const password = { now: 'secret123' };
  afterEach(() => {
    delete process.env.ADMIN_TOKEN;
  });

  it('removes the enrolment, ends every session and is audited; the operator enrols again', async () => {
    const { h, cli, email } = file;
    const uid = (await h.services.identity.auth.getUserByEmail(email)).uid;
    const oldSecret = h.codes.secretOf(uid);
    expect((await cli.ops('whoami')).uid).toBe(uid);

    process.env.ADMIN_TOKEN = ADMIN_TOKEN;
    const reset = await cli.ops('reset-second-factor', '--email', email, '--by', 'lead@example.com');
    expect(reset).toMatchObject({
      uid,
      email,
      before: { secondFactor: 'active', openSessions: 1 },
      sessionsEnded: 1,
      refreshTokensRevoked: true,
      auditedIn: ['demo'],
      // Shown once, for the administrator to hand over (decision 053).
      shownOnce: { password: expect.any(String), enrollmentCode: expect.any(String) },
    });

    // The session the CLI holds is over; the enrolment is gone.
    const refused = await cli.run('whoami');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/UNAUTHENTICATED/);
    expect(
      await h.db.query('SELECT 1 FROM operator_second_factors WHERE operator_uid = $1', [uid]),
    ).toHaveLength(0);
    const sessions = await h.db.query<{ ended_reason: string | null }>(
      'SELECT ended_reason FROM operator_sessions WHERE operator_uid = $1',
      [uid],
    );
    expect(sessions.map((s) => s.ended_reason)).toEqual(['secondFactorReset']);

    // Audited: who (the CLI's account and --by), for whom, when (the database's time), the request id
    // the API gave the call (not one the caller chose).
    const [row] = await h.db.query<{
      project_id: string;
      operator_uid: string;
      operator_email: string;
      target: string;
      input: unknown;
      before: unknown;
      after: unknown;
      request_id: string | null;
      occurred_at: Date;
    }>(
      `SELECT project_id, operator_uid, operator_email, target, input, before, after, request_id, occurred_at
       FROM operator_audit_log WHERE action = 'resetSecondFactor'`,
    );
    expect(row).toMatchObject({
      project_id: 'demo',
      operator_uid: expect.stringMatching(/^cli:.+@.+/),
      operator_email: 'lead@example.com',
      target: `operator:${uid}`,
      input: { email },
      before: { secondFactor: 'active', openSessions: 1 },
      after: {
        secondFactor: 'none',
        openSessions: 0,
        refreshTokensRevoked: true,
        passwordReplaced: true,
        enrollmentCodeUntil: expect.any(String),
      },
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(Math.abs(new Date(row!.occurred_at).getTime() - Date.now())).toBeLessThan(60_000);
    // The operators see it in their audit log (the CLI's reset left them signed out: sign in again,
    // with the new password and enrolment code; the old password no longer signs in).
    const old = ['--email', email, '--password-file', cli.passwordFile('secret123'), '--project', 'demo'];
    expect((await cli.run('login', ...old, '--code', '123456')).err).toMatch(/sign-in refused/);
    password.now = reset.shownOnce.password;
    const as = ['--email', email, '--password-file', cli.passwordFile(password.now), '--project', 'demo'];
    const first = await cli.ops('login', ...as, '--enrollment-code', reset.shownOnce.enrollmentCode);
    expect(first.signedIn).toBe(false);
    const secret = first.enrollment.secret as string;
    expect(secret).not.toBe(oldSecret);
    h.codes.remember(uid, secret);
    expect((await cli.ops('login', ...as, '--code', h.codes.next(uid))).signedIn).toBe(true);
    expect((await cli.ops('whoami')).uid).toBe(uid);
    const audit = await cli.ops('audit', '--action', 'resetSecondFactor');
    expect(audit).toEqual([
      expect.objectContaining({ action: 'resetSecondFactor', operatorEmail: 'lead@example.com' }),
    ]);
  });

  it('refuses an unknown e-mail, a wrong token and no token, changing nothing', async () => {
    const { h, cli } = file;
    const before = await h.db.query('SELECT id FROM operator_audit_log');
    process.env.ADMIN_TOKEN = ADMIN_TOKEN;
    const unknown = await cli.run('reset-second-factor', '--email', 'nobody-here@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe('no account has the e-mail nobody-here@example.com: nothing was reset');
    process.env.ADMIN_TOKEN = 'not-the-admin-token-at-all';
    const wrong = await cli.run('reset-second-factor', '--email', file.email);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toMatch(/refused ADMIN_TOKEN \(401\)/);
    delete process.env.ADMIN_TOKEN;
    const none = await cli.run('reset-second-factor', '--email', file.email);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/set ADMIN_TOKEN/);
    expect(await h.db.query('SELECT id FROM operator_audit_log')).toHaveLength(before.length);
    expect((await cli.ops('whoami')).email).toBe(file.email);
  });

  it('end-sessions ends every session and revokes the sign-ins, keeping the factor; enrollment-code issues a new code', async () => {
    const { h, cli } = file;
    // An operator of its own: the file's has used both TOTP steps of this half-minute.
    const email = `operator-${crypto.randomUUID().slice(0, 8)}@example.com`;
    process.env.ADMIN_TOKEN = ADMIN_TOKEN;
    await cli.ops('grant-operator', '--email', email, '--project', 'demo', '--create-password', 'secret123');
    await cli.login(email, 'secret123', 'demo');
    const uid = (await h.services.identity.auth.getUserByEmail(email)).uid;
    expect((await cli.ops('whoami')).uid).toBe(uid);
    // Firebase revokes what was signed in before the revocation's second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const ended = await cli.ops('end-sessions', '--email', email, '--by', 'lead@example.com');
    expect(ended).toMatchObject({ uid, sessionsEnded: 1, refreshTokensRevoked: true, auditedIn: ['demo'] });
    const refused = await cli.run('whoami');
    expect(refused.code).toBe(1);
    // The factor stays: the password and a code of the same authenticator sign in, no enrolment.
    expect(
      await h.db.query(
        'SELECT 1 FROM operator_second_factors WHERE operator_uid = $1 AND activated_at IS NOT NULL',
        [uid],
      ),
    ).toHaveLength(1);
    expect((await cli.login(email, 'secret123', 'demo')).signedIn).toBe(true);
    // An active factor gets no enrolment code; a granted operator who has not enrolled gets a new one.
    expect((await cli.ops('enrollment-code', '--email', email)).code).toBeNull();
    const fresh = `operator-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const granted = await cli.ops(
      'grant-operator',
      '--email',
      fresh,
      '--project',
      'demo',
      '--create-password',
      'secret123',
    );
    const again = await cli.ops('enrollment-code', '--email', fresh, '--by', 'lead@example.com');
    expect(again.code).toMatch(/^([A-Z2-7]{5}-){3}[A-Z2-7]{5}$/);
    expect(again.code).not.toBe(granted.enrollment.code);
    // The new code replaced the first: only it begins an enrolment.
    const first = await cli.run(
      'login',
      '--email',
      fresh,
      '--password-file',
      cli.passwordFile('secret123'),
      '--project',
      'demo',
      '--enrollment-code',
      granted.enrollment.code,
      '--json',
    );
    expect(first.code).toBe(1);
    expect(first.out + first.err).toMatch(/登録コードが正しくないか/);
    const shown = await cli.ops(
      'login',
      '--email',
      fresh,
      '--password-file',
      cli.passwordFile('secret123'),
      '--project',
      'demo',
      '--enrollment-code',
      again.code,
    );
    expect(shown).toMatchObject({
      signedIn: false,
      enrollment: { secret: expect.stringMatching(/^[A-Z2-7]{32}$/) },
    });
    const audited = async (action: string, who: string) =>
      (
        await h.db.query<{ operator_email: string | null }>(
          `SELECT operator_email FROM operator_audit_log WHERE action = $1 AND target = $2 ORDER BY id`,
          [action, `operator:${(await h.services.identity.auth.getUserByEmail(who)).uid}`],
        )
      ).map((r) => r.operator_email);
    expect(await audited('endAllOperatorSessions', email)).toEqual(['lead@example.com']);
    // grant-operator's code (the API issued it: PGlite is the API's) and the second one.
    expect(await audited('issueEnrollmentCode', fresh)).toEqual([null, 'lead@example.com']);
  });
});
