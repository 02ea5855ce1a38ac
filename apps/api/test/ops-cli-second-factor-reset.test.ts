import { afterEach, describe, expect, it } from 'vitest';
import { useSignedInCli } from './support/ops-cli';

// A lost authenticator (docs/decisions/041, "Lost authenticator"): an administrator runs
// `npm run ops -- reset-second-factor --email …` with the API's ADMIN_TOKEN; the CLI (in-process) posts
// to the listening API's /admin/second-factor-reset, which removes the operator's TOTP enrolment, ends
// every session of theirs and audits it. Their next `login` enrols again.
describe('npm run ops -- reset-second-factor', () => {
  const file = useSignedInCli();
  const ADMIN_TOKEN = 'test-admin-token-0123456789';
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
      auditedIn: ['demo'],
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
      after: { secondFactor: 'none', openSessions: 0 },
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(Math.abs(new Date(row!.occurred_at).getTime() - Date.now())).toBeLessThan(60_000);
    // The operators see it in their audit log (the CLI's reset left them signed out: sign in again).
    const as = ['--email', email, '--password', 'secret123', '--project', 'demo'];
    const first = await cli.ops('login', ...as);
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
});
