import { describe, expect, it } from 'vitest';
import { endOperatorSessions, resetSecondFactor } from '../src/ops/access/second-factor/reset-second-factor';
import { keyIdOf, sealSecret, sealSecretV1 } from '../src/ops/access/second-factor/sealed-secret';
import { insertActiveSecondFactor } from '../src/ops/access/second-factor/second-factor.repository';
import { newTotpSecret, totpCode } from '../src/ops/access/second-factor/totp';
import { secondFactorLockouts } from '../src/lib/metrics';
import { codeOf, harnessForFile, idTokenFor, ok, type GqlResult } from './support/harness';

// Issue 43 item 3 (docs/decisions/053-second-factor-binding.md): second factors cannot be taken over.
// Enrolment needs the one-time code grant-operator or a reset issued; each begin mints a new secret
// that expires in minutes; a reset revokes the account's sign-ins and replaces its password; the lock
// after wrong codes grows to "until an administrator resets"; sealed secrets are bound to their row and
// name their key, so the key rotates. Through the real HTTP API and the Auth Emulator, on the test's
// clock. This file's API runs with a rotated key: OPS_SECOND_FACTOR_PREVIOUS_KEYS holds the old one.

let clock = new Date('2026-12-10T03:00:05Z');
const at = (ms: number) => new Date(clock.getTime() + ms);
const OLD_KEY = 'the-second-factor-key-before-the-rotation-0123';
const KEY = 'the-second-factor-key-after-the-rotation-456789';
const ME = '{ me { uid } }';
const BEGIN =
  'mutation($e: String!) { beginSecondFactorEnrollment(enrollmentCode: $e) { secret expiresAt } }';
const ACTIVATE = 'mutation($c: String!) { activateSecondFactor(code: $c) { token } }';
const START = 'mutation($c: String!) { startOperatorSession(code: $c) { token } }';
const STATUS = '{ operatorSecondFactor { active } }';
// Firebase revokes tokens issued before the revocation's second: let a token be a second old first.
const aSecondLater = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('second factors bound to the operator (issue 43.3)', () => {
  const h = harnessForFile({
    now: () => clock,
    reconcileAtClose: false,
    env: { OPS_SECOND_FACTOR_KEY: KEY, OPS_SECOND_FACTOR_PREVIOUS_KEYS: OLD_KEY },
  });

  /** An operator granted the role (and an enrolment code, as grant-operator does), password only. */
  async function granted() {
    const user = await h.createUser();
    const enrollmentCode = await h.grantOperator(user);
    const as = { email: user.email, password: user.password };
    const token = () => idTokenFor(h.authHost, as.email, as.password);
    let current = await token();
    const call = (query: string, variables: Record<string, unknown> = {}, opsSession: string | null = null) =>
      h.gql(query, variables, { token: current, path: '/ops/graphql', opsSession });
    return {
      ...user,
      enrollmentCode,
      call,
      get token() {
        return current;
      },
      /** A fresh ID token (the clock moved past an hour, or the password changed). */
      async signInAgain(password = as.password) {
        as.password = password;
        current = await token();
      },
      begin: (code: string = enrollmentCode) => call(BEGIN, { e: code }),
    };
  }
  const actionsOf = (uid: string) =>
    h.db
      .query<{
        action: string;
        input: Record<string, unknown>;
      }>(`SELECT action, input FROM operator_audit_log WHERE target = $1 OR operator_uid = $2 ORDER BY id`, [
        `operator:${uid}`,
        uid,
      ])
      .then((rows) => rows.filter((r) => !r.action.startsWith('read:')));
  const messageOf = (result: GqlResult) => result.errors?.[0]?.message ?? '';

  it('refuses an enrolment without the code, with a wrong one, another operator’s or an expired one', async () => {
    const op = await granted();
    const other = await granted();
    const none = await op.call('mutation { beginSecondFactorEnrollment { secret } }');
    expect(codeOf(none)).toBe('GRAPHQL_VALIDATION_FAILED');
    for (const code of ['AAAAA-AAAAA-AAAAA-AAAAA', other.enrollmentCode]) {
      const refused = await op.begin(code);
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(messageOf(refused)).toMatch(/登録コードが正しくないか/);
    }
    // Nothing was begun; the refusals are recorded without the code.
    expect(
      await h.db.query('SELECT 1 FROM operator_second_factors WHERE operator_uid = $1', [op.uid]),
    ).toEqual([]);
    const refusals = (await actionsOf(op.uid)).filter(
      (a) => a.action === 'refused:beginSecondFactorEnrollment',
    );
    expect(refusals.map((r) => r.input)).toEqual([
      { enrollmentCode: '<redacted>' },
      { enrollmentCode: '<redacted>' },
    ]);
    // Lower case or spaced, the right code is the right code (as typed from a note).
    ok(await other.begin(other.enrollmentCode.toLowerCase().replace(/-/g, ' ')));
    // The code is good for about 24 hours: after that, refused too.
    clock = at(24 * 3_600_000 + 60_000);
    await op.signInAgain();
    expect(codeOf(await op.begin())).toBe('BAD_USER_INPUT');
  });

  it('mints a new secret at each begin: only the latest activates, and activation uses the code up', async () => {
    const op = await granted();
    const first = ok(await op.begin()).beginSecondFactorEnrollment;
    const second = ok(await op.begin()).beginSecondFactorEnrollment;
    expect(second.secret).not.toBe(first.secret);
    expect(new Date(second.expiresAt).getTime()).toBe(at(10 * 60_000).getTime());
    // Whoever began first (a thief with a session) cannot finish with their secret.
    const stale = await op.call(ACTIVATE, { c: totpCode(first.secret, clock) });
    expect(codeOf(stale)).toBe('BAD_USER_INPUT');
    const session = ok(await op.call(ACTIVATE, { c: totpCode(second.secret, clock) })).activateSecondFactor;
    expect(ok(await op.call(ME, {}, session.token)).me.uid).toBe(op.uid);
    // Used up: nothing more begins, with the code or without a factor's reset.
    expect(
      await h.db.query('SELECT 1 FROM operator_enrollment_codes WHERE operator_uid = $1', [op.uid]),
    ).toEqual([]);
    expect(codeOf(await op.begin())).toBe('CONFLICT');
    // Every begin and the activation audited (the refused activation too, without its code).
    expect((await actionsOf(op.uid)).map((a) => a.action)).toEqual([
      'beginSecondFactorEnrollment',
      'beginSecondFactorEnrollment',
      'refused:activateSecondFactor',
      'activateSecondFactor',
      'refused:beginSecondFactorEnrollment',
    ]);
  });

  it('refuses a pending secret after its minutes; a new begin with the same code works', async () => {
    const op = await granted();
    const { secret } = ok(await op.begin()).beginSecondFactorEnrollment;
    clock = at(10 * 60_000 + 1000);
    const late = await op.call(ACTIVATE, { c: totpCode(secret, clock) });
    expect(codeOf(late)).toBe('CONFLICT');
    expect(messageOf(late)).toMatch(/有効期限（10分）が切れました/);
    const again = ok(await op.begin()).beginSecondFactorEnrollment;
    ok(await op.call(ACTIVATE, { c: totpCode(again.secret, clock) }));
  });

  it('a reset revokes the old sign-in: its ID token cannot enrol, even with the new code; a new password is needed', async () => {
    const op = await h.operator('demo');
    const oldToken = op.token;
    await aSecondLater();
    const reset = await resetSecondFactor(h.services, { email: op.email, by: 'lead@example.com' }, null);
    expect(reset).toMatchObject({ sessionsEnded: 1, refreshTokensRevoked: true, auditedIn: ['demo'] });
    const { password, enrollmentCode } = reset.shownOnce;
    expect(password).toMatch(/^[\w-]{20}$/);
    expect(enrollmentCode).toMatch(/^([A-Z2-7]{5}-){3}[A-Z2-7]{5}$/);
    // The thief's copy of the session: its ID token is refused before anything (revoked), with the
    // new code or without.
    const asThief = (query: string, variables: Record<string, unknown> = {}) =>
      h.gql(query, variables, { token: oldToken, path: '/ops/graphql', opsSession: null });
    for (const result of [await asThief(BEGIN, { e: enrollmentCode }), await asThief(STATUS)])
      expect(codeOf(result)).toBe('UNAUTHENTICATED');
    // The old password no longer signs in; the new one does, and the new code enrols.
    await expect(idTokenFor(h.authHost, op.email, op.password)).rejects.toThrow();
    const token = await idTokenFor(h.authHost, op.email, password!);
    const call = (query: string, variables: Record<string, unknown> = {}) =>
      h.gql(query, variables, { token, path: '/ops/graphql', opsSession: null });
    const { secret } = ok(await call(BEGIN, { e: enrollmentCode })).beginSecondFactorEnrollment;
    ok(await call(ACTIVATE, { c: totpCode(secret, clock) }));
    const [row] = await h.db.query<{ before: unknown; after: Record<string, unknown> }>(
      `SELECT before, after FROM operator_audit_log WHERE action = 'resetSecondFactor' AND target = $1`,
      [`operator:${op.uid}`],
    );
    expect(row).toMatchObject({
      before: { secondFactor: 'active', openSessions: 1 },
      after: { secondFactor: 'none', refreshTokensRevoked: true, passwordReplaced: true },
    });
    expect(JSON.stringify(row)).not.toContain(password);
    expect(JSON.stringify(row)).not.toContain(enrollmentCode);
  });

  it('ends all sessions and revokes the sign-ins but keeps the factor (administrator and operator)', async () => {
    const op = await h.operator('demo');
    const secret = h.codes.secretOf(op.uid);
    await aSecondLater();
    const ended = await endOperatorSessions(h.services, { email: op.email }, null);
    expect(ended).toMatchObject({ sessionsEnded: 1, refreshTokensRevoked: true });
    expect(codeOf(await h.gql(ME, {}, { token: op.token, path: '/ops/graphql' }))).toBe('UNAUTHENTICATED');
    // The same password and authenticator sign in again: no enrolment.
    const token = await idTokenFor(h.authHost, op.email, op.password);
    const ops = (query: string, variables: Record<string, unknown> = {}, opsSession: string | null = null) =>
      h.gql(query, variables, { token, path: '/ops/graphql', opsSession });
    expect(ok(await ops(STATUS)).operatorSecondFactor.active).toBe(true);
    const session = ok(await ops(START, { c: totpCode(secret, at(30_000)) })).startOperatorSession.token;
    // The operator's own "end all my sessions": this one too, and the factor stays.
    await aSecondLater();
    expect(ok(await ops('mutation { endAllOperatorSessions }', {}, session)).endAllOperatorSessions).toBe(1);
    expect(codeOf(await ops(ME, {}, session))).toBe('UNAUTHENTICATED');
    const again = await idTokenFor(h.authHost, op.email, op.password);
    expect(
      ok(await h.gql(STATUS, {}, { token: again, path: '/ops/graphql', opsSession: null }))
        .operatorSecondFactor.active,
    ).toBe(true);
    const audited = (await actionsOf(op.uid))
      .map((a) => a.action)
      .filter((a) => a === 'endAllOperatorSessions');
    expect(audited).toHaveLength(2);
  });

  it('locks for 15 minutes, then hours, then until an administrator resets, counting each lock', async () => {
    const op = await h.operator('demo');
    const secret = h.codes.secretOf(op.uid);
    let token = op.token;
    const start = (code: string) =>
      h.gql(START, { c: code }, { token, path: '/ops/graphql', opsSession: null });
    const wrong = async () => {
      for (let i = 0; i < 5; i++) expect(codeOf(await start('00000' + i))).toBe('BAD_USER_INPUT');
    };
    const locks = async () =>
      Object.fromEntries((await secondFactorLockouts.get()).values.map((v) => [v.labels.lock, v.value]));
    const before = await locks();
    const grew = async (lock: string) => expect((await locks())[lock] ?? 0).toBe((before[lock] ?? 0) + 1);

    await wrong();
    await grew('15m');
    expect(codeOf(await start(totpCode(secret, at(30_000))))).toBe('RATE_LIMITED');
    clock = at(16 * 60_000);
    await wrong();
    await grew('4h');
    clock = at(3 * 3_600_000);
    token = await idTokenFor(h.authHost, op.email, op.password);
    const held = await start(totpCode(secret, clock));
    expect(codeOf(held)).toBe('RATE_LIMITED');
    expect(messageOf(held)).toMatch(/あと1時間お待ちください/);
    clock = at(61 * 60_000);
    token = await idTokenFor(h.authHost, op.email, op.password);
    await wrong();
    await grew('untilReset');
    // Days later, even the right code: locked until an administrator resets.
    clock = at(7 * 24 * 3_600_000);
    token = await idTokenFor(h.authHost, op.email, op.password);
    const locked = await start(totpCode(secret, clock));
    expect(codeOf(locked)).toBe('FORBIDDEN');
    expect(messageOf(locked)).toMatch(/管理者に二段階認証のリセットを依頼/);
    // The reset unlocks: the operator enrols again.
    await aSecondLater();
    const reset = await resetSecondFactor(h.services, { email: op.email }, null);
    expect(reset.before).toMatchObject({ secondFactor: 'active', lockouts: 3 });
    token = await idTokenFor(h.authHost, op.email, reset.shownOnce.password!);
    const { secret: fresh } = ok(
      await h.gql(
        BEGIN,
        { e: reset.shownOnce.enrollmentCode },
        { token, path: '/ops/graphql', opsSession: null },
      ),
    ).beginSecondFactorEnrollment;
    ok(
      await h.gql(ACTIVATE, { c: totpCode(fresh, clock) }, { token, path: '/ops/graphql', opsSession: null }),
    );
  });

  it("binds a sealed secret to its row: copied into another operator's row it does not open", async () => {
    const a = await h.operator('demo');
    const b = await h.operator('demo');
    const [{ secret_sealed: sealedA }] = (await h.db.query<{ secret_sealed: string }>(
      'SELECT secret_sealed FROM operator_second_factors WHERE operator_uid = $1',
      [a.uid],
    )) as [{ secret_sealed: string }];
    expect(sealedA.startsWith(`v2:${keyIdOf(KEY)}:`)).toBe(true);
    await h.db.query('UPDATE operator_second_factors SET secret_sealed = $2 WHERE operator_uid = $1', [
      b.uid,
      sealedA,
    ]);
    // Neither a's codes nor b's own sign b in: the text does not open for b's row.
    for (const secret of [h.codes.secretOf(a.uid), h.codes.secretOf(b.uid)]) {
      const refused = await h.gql(
        START,
        { c: totpCode(secret, at(30_000)) },
        { token: b.token, path: '/ops/graphql', opsSession: null },
      );
      expect(codeOf(refused)).toBe('CONFLICT');
      expect(messageOf(refused)).toMatch(/読み取れません/);
    }
  });

  it('reads rows sealed before the key rotated (v2 under the previous key, and the legacy v1), sealing them again', async () => {
    for (const seal of [
      (uid: string, secret: string) => sealSecret(OLD_KEY, uid, secret),
      (_uid: string, secret: string) => sealSecretV1(OLD_KEY, secret),
    ]) {
      const user = await h.createUser();
      await h.grantOperator(user);
      const secret = newTotpSecret();
      await insertActiveSecondFactor(h.db, user.uid, seal(user.uid, secret), clock);
      const token = await idTokenFor(h.authHost, user.email, user.password);
      const session = ok(
        await h.gql(START, { c: totpCode(secret, clock) }, { token, path: '/ops/graphql', opsSession: null }),
      ).startOperatorSession.token;
      expect(ok(await h.gql(ME, {}, { token, path: '/ops/graphql', opsSession: session })).me.uid).toBe(
        user.uid,
      );
      const [row] = await h.db.query<{ secret_sealed: string }>(
        'SELECT secret_sealed FROM operator_second_factors WHERE operator_uid = $1',
        [user.uid],
      );
      expect(row!.secret_sealed.startsWith(`v2:${keyIdOf(KEY)}:`)).toBe(true);
      // Still the same secret: its next code signs in.
      ok(
        await h.gql(
          START,
          { c: totpCode(secret, at(30_000)) },
          { token, path: '/ops/graphql', opsSession: null },
        ),
      );
    }
    // A key that is configured nowhere opens nothing (refused, coded).
    const user = await h.createUser();
    await h.grantOperator(user);
    const secret = newTotpSecret();
    await insertActiveSecondFactor(
      h.db,
      user.uid,
      sealSecret('a-key-nobody-configured-0123456789abc', user.uid, secret),
      clock,
    );
    const token = await idTokenFor(h.authHost, user.email, user.password);
    expect(
      codeOf(
        await h.gql(START, { c: totpCode(secret, clock) }, { token, path: '/ops/graphql', opsSession: null }),
      ),
    ).toBe('CONFLICT');
  });
});
