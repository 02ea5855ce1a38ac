import { describe, expect, it } from 'vitest';
import { totpCode } from '../src/ops/access/second-factor/totp';
import { logger, setLogSink } from '../src/lib/logger';
import { codeOf, harnessForFile, idTokenFor, ok, uidOf, type GqlResult } from './support/harness';

// Issue 38 deliverable 2 (docs/decisions/041-operator-second-factor.md): operators sign in with a TOTP
// second factor and work in sessions of bounded age that idle out and end at sign-out. Through the real
// HTTP API and the Auth Emulator; the clock is the test's, so age and idleness are walked, not waited.

let clock = new Date('2026-12-10T03:00:05Z');
const at = (ms: number) => new Date(clock.getTime() + ms);
const ME = '{ me { uid } }';
const BEGIN =
  'mutation($e: String!) { beginSecondFactorEnrollment(enrollmentCode: $e) { secret uri expiresAt } }';
const ACTIVATE = 'mutation($c: String!) { activateSecondFactor(code: $c) { token expiresAt } }';
const START = 'mutation($c: String!) { startOperatorSession(code: $c) { token expiresAt } }';

describe('operators sign in with a second factor (issue 38.2)', () => {
  const h = harnessForFile({
    now: () => clock,
    reconcileAtClose: false,
    env: { OPS_SESSION_MAX_HOURS: '12', OPS_SESSION_IDLE_MINUTES: '30' },
  });

  /**
   * A new operator of demo with a password sign-in only (no second factor yet), and the enrolment
   * code grant-operator issued them (decision 053); `begin()` begins an enrolment with it.
   */
  async function passwordOnly() {
    const user = await h.createUser();
    const enrollmentCode = await h.grantOperator(user);
    const token = await idTokenFor(h.authHost, user.email, user.password);
    const call = (query: string, variables: Record<string, unknown> = {}, opsSession: string | null = null) =>
      h.gql(query, variables, { token, path: '/ops/graphql', opsSession });
    const begin = () => call(BEGIN, { e: enrollmentCode });
    return { ...user, token, call, begin, enrollmentCode };
  }
  const refusalsOf = (uid: string) =>
    h.db.query<{ action: string; input: { code?: string }; after: { outcome: string } }>(
      `SELECT action, input, after FROM operator_audit_log WHERE operator_uid = $1 AND action LIKE 'refused:%' ORDER BY id`,
      [uid],
    );
  const reasonOf = (result: GqlResult) =>
    (result.errors?.[0]?.extensions as { reason?: string } | undefined)?.reason;

  it('enrols with a shown secret and needs its correct code; the secret is never shown again', async () => {
    const op = await passwordOnly();
    expect(ok(await op.call('{ operatorSecondFactor { active } }')).operatorSecondFactor.active).toBe(false);
    // Before the second factor: no session, so nothing else answers.
    const before = await op.call(ME);
    expect(codeOf(before)).toBe('UNAUTHENTICATED');
    expect(reasonOf(before)).toBe('OPS_SESSION_REQUIRED');

    const { secret, uri } = ok(await op.begin()).beginSecondFactorEnrollment;
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    // Stored sealed, never in clear.
    const [row] = await h.db.query<{ secret_sealed: string }>(
      'SELECT secret_sealed FROM operator_second_factors WHERE operator_uid = $1',
      [op.uid],
    );
    expect(row!.secret_sealed).not.toContain(secret);

    // A code of another secret does not activate it; nor a session start before activation.
    const wrong = await op.call(ACTIVATE, { c: totpCode('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', clock) });
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(codeOf(await op.call(START, { c: totpCode(secret, clock) }))).toBe('CONFLICT');
    const started = ok(await op.call(ACTIVATE, { c: totpCode(secret, clock) })).activateSecondFactor;
    expect(new Date(started.expiresAt).getTime()).toBe(at(12 * 3_600_000).getTime());
    expect(ok(await op.call(ME, {}, started.token)).me.uid).toBe(op.uid);

    expect(codeOf(await op.begin())).toBe('CONFLICT');
    expect(ok(await op.call('{ operatorSecondFactor { active } }')).operatorSecondFactor.active).toBe(true);
    // Only the token's hash is kept.
    const sessions = await h.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM operator_sessions WHERE operator_uid = $1',
      [op.uid],
    );
    expect(sessions.map((s) => s.token_hash)).not.toContain(started.token);
  });

  it('refuses a wrong code and a replayed one, and records both without the code', async () => {
    const op = await passwordOnly();
    const { secret } = ok(await op.begin()).beginSecondFactorEnrollment;
    const first = totpCode(secret, clock);
    ok(await op.call(ACTIVATE, { c: first }));
    // The same code again, in its own step: a replay.
    const replay = await op.call(START, { c: first });
    expect(codeOf(replay)).toBe('BAD_USER_INPUT');
    expect(replay.errors?.[0]?.message).toMatch(/使用済み/);
    const wrong = await op.call(START, { c: first === '000000' ? '111111' : '000000' });
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]?.message).toMatch(/正しくありません/);
    const refusal = {
      action: 'refused:startOperatorSession',
      input: { code: '<redacted>' },
      after: { outcome: 'BAD_USER_INPUT', field: 'code' },
    };
    expect(await refusalsOf(op.uid)).toEqual([refusal, refusal]);
    // The next step's code is a new one: accepted.
    ok(await op.call(START, { c: totpCode(secret, at(30_000)) }));
  });

  it('locks codes for a while after five wrong ones in a row', async () => {
    const op = await passwordOnly();
    const { secret } = ok(await op.begin()).beginSecondFactorEnrollment;
    ok(await op.call(ACTIVATE, { c: totpCode(secret, clock) }));
    for (let i = 0; i < 5; i++)
      expect(codeOf(await op.call(START, { c: '00000' + i }))).toBe('BAD_USER_INPUT');
    // Even the right code waits out the lock.
    expect(codeOf(await op.call(START, { c: totpCode(secret, at(30_000)) }))).toBe('RATE_LIMITED');
    clock = at(16 * 60_000);
    ok(await op.call(START, { c: totpCode(secret, clock) }));
  });

  it('refuses a call without a session, with an unknown one or another operator’s, and logs it', async () => {
    const op = await h.operator('demo');
    const other = await h.operator('demo');
    const lines: Record<string, unknown>[] = [];
    const level = logger.level;
    logger.level = 'info';
    const restore = setLogSink((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    try {
      for (const opsSession of [null, 'not-a-session', h.codes.sessions.get(other.uid)!]) {
        const refused = await h.gql(ME, {}, { token: op.token, path: '/ops/graphql', opsSession });
        expect(codeOf(refused)).toBe('UNAUTHENTICATED');
        expect(reasonOf(refused)).toBe('OPS_SESSION_REQUIRED');
      }
    } finally {
      restore();
      logger.level = level;
    }
    const refused = lines.filter((l) => l.msg === 'operator call refused');
    expect(refused.map((l) => [l.caller, l.operation, l.outcome, l.reason])).toEqual([
      [op.uid, 'query:me', 'UNAUTHENTICATED', 'noSession'],
      [op.uid, 'query:me', 'UNAUTHENTICATED', 'unknownSession'],
      [op.uid, 'query:me', 'UNAUTHENTICATED', 'unknownSession'],
    ]);
    // A fan is still refused as a fan (FORBIDDEN), before any session question.
    const fan = await h.signedInListener();
    expect(codeOf(await h.gql(ME, {}, { token: fan.token, path: '/ops/graphql' }))).toBe('FORBIDDEN');
  });

  it('idles out after OPS_SESSION_IDLE_MINUTES without a call, and each call keeps it alive', async () => {
    const op = await h.operator('demo');
    const call = () => h.gql(ME, {}, { token: op.token, path: '/ops/graphql' });
    for (let i = 0; i < 3; i++) {
      clock = at(29 * 60_000);
      ok(await call());
    }
    clock = at(30 * 60_000 + 1000);
    const idle = await call();
    expect(codeOf(idle)).toBe('UNAUTHENTICATED');
    expect(idle.errors?.[0]?.message).toMatch(/30分間操作がなかった/);
    // Ended for good: coming back within the window again does not revive it.
    clock = at(1000);
    expect((await call()).errors?.[0]?.message).toMatch(/セッションは終了しています/);
    const [row] = await h.db.query<{ ended_reason: string }>(
      'SELECT ended_reason FROM operator_sessions WHERE operator_uid = $1',
      [op.uid],
    );
    expect(row!.ended_reason).toBe('idle');
  });

  it('ends at OPS_SESSION_MAX_HOURS however busy, then a new code starts another', async () => {
    const op = await h.operator('demo');
    const call = () => h.gql(ME, {}, { token: op.token, path: '/ops/graphql' });
    const started = clock;
    while (clock.getTime() < started.getTime() + 12 * 3_600_000 - 20 * 60_000) {
      clock = at(20 * 60_000);
      ok(await call());
    }
    clock = new Date(started.getTime() + 12 * 3_600_000 + 1000);
    // A fresh ID token: Firebase's expire after an hour; the session's age is ours.
    const token = await idTokenFor(h.authHost, op.email, op.password);
    const old = await h.gql(ME, {}, { token, path: '/ops/graphql' });
    expect(codeOf(old)).toBe('UNAUTHENTICATED');
    expect(old.errors?.[0]?.message).toMatch(/有効期間（12時間）が過ぎました/);
    await h.signInOperator(token);
    expect(ok(await h.gql(ME, {}, { token, path: '/ops/graphql' })).me.uid).toBe(uidOf(token));
  });

  it('signs out on the server: the session ends, its token refused everywhere after', async () => {
    const op = await h.operator('demo');
    const session = h.codes.sessions.get(op.uid)!;
    const call = (query: string) =>
      h.gql(query, {}, { token: op.token, path: '/ops/graphql', opsSession: session });
    expect(ok(await call('mutation { endOperatorSession }')).endOperatorSession).toBe(true);
    const after = await call(ME);
    expect(codeOf(after)).toBe('UNAUTHENTICATED');
    expect(after.errors?.[0]?.message).toMatch(/セッションは終了しています/);
    const [row] = await h.db.query<{ ended_reason: string; ended_at: Date }>(
      'SELECT ended_reason, ended_at FROM operator_sessions WHERE operator_uid = $1',
      [op.uid],
    );
    expect(row).toEqual({ ended_reason: 'signOut', ended_at: clock });
    const actions = await h.db.query<{ action: string }>(
      `SELECT action FROM operator_audit_log WHERE operator_uid = $1 AND action NOT LIKE 'read:%' ORDER BY id`,
      [op.uid],
    );
    expect(actions.map((a) => a.action)).toEqual([
      'beginSecondFactorEnrollment',
      'activateSecondFactor',
      'endOperatorSession',
    ]);
  });
});
