import { randomBytes } from 'node:crypto';
import type { UserRecord } from 'firebase-admin/auth';
import type { Queryable } from '../../../db/db';
import type { Services } from '../../../services';
import type { AuditAction } from '../../audit/audit-actions';
import { insertAudit } from '../../audit/audit.repository';
import { issueEnrollmentCode } from './enrollment-code';
import { deleteSecondFactor, findSecondFactor } from './second-factor.repository';
import { endAllSessions } from './sessions.repository';

/** Who ran a reset, as the CLI names itself (bootstrap-operator's `cli:<user>@<host>`). */
const ACTOR = /^cli:[\x21-\x7e]{1,200}$/;

export class UnknownAccount extends Error {}

export interface AdminAsk {
  email: string;
  by?: string | null;
  actor?: string | null;
}

async function accountOf(services: Services, email: string, done: string): Promise<UserRecord> {
  const user = await services.identity.auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found' || error.code === 'auth/invalid-email') return null;
    throw error;
  });
  if (!user) throw new UnknownAccount(`no account has the e-mail ${email}: nothing was ${done}`);
  return user;
}

/**
 * One audit row per project the account is an operator of or had a session open in (platform-wide
 * when none), naming who ran it (the CLI's `cli:<user>@<host>`, else `automation:admin-token`, and
 * `--by`'s e-mail), whom, the state before and after, the request id and the database's time.
 */
async function auditEverywhere(
  tx: Queryable,
  user: UserRecord,
  ask: AdminAsk,
  row: { action: AuditAction; sessionProjects: string[]; before: unknown; after: unknown },
  requestId: string | null,
) {
  const roles = Object.keys((user.customClaims?.ops ?? {}) as Record<string, string>);
  const actor = ask.actor && ACTOR.test(ask.actor) ? ask.actor : 'automation:admin-token';
  const projects = [...new Set([...roles, ...row.sessionProjects])].sort();
  for (const projectId of projects.length ? projects : [null])
    await insertAudit(tx, {
      projectId,
      operatorUid: actor,
      operatorEmail: ask.by ?? null,
      action: row.action,
      target: `operator:${user.uid}`,
      input: { email: ask.email },
      before: row.before,
      after: row.after,
      requestId,
    });
  return projects.length ? projects : ['(platform-wide)'];
}

/**
 * The account is signed out everywhere (decision 053): Firebase's refresh tokens revoked, so the ID
 * tokens any copy of a session holds are refused (the API compares their sign-in time with the
 * account's tokensValidAfter on every operator call), and, when asked, a fresh random password set,
 * shown once to the administrator: a thief who had the password has it no more.
 */
async function signOutEverywhere(services: Services, uid: string, newPassword: boolean) {
  const password = newPassword ? randomBytes(15).toString('base64url') : null;
  if (password) await services.identity.auth.updateUser(uid, { password });
  await services.identity.auth.revokeRefreshTokens(uid);
  return password;
}

/**
 * A lost authenticator, or a taken-over one (decision 041 "Lost authenticator", 053): an administrator,
 * holding ADMIN_TOKEN, removes the operator's TOTP enrolment, ends every open session of theirs,
 * revokes their Firebase refresh tokens, gives the account a new random password and issues a new
 * enrolment code, both shown once in the answer (the administrator hands them to the operator). Their
 * next sign-in needs the new password, then the code to enrol again. In the API process
 * (`POST /admin/second-factor-reset`), because the embedded database belongs to it in development.
 * Audited in each of their projects. An e-mail of no account is refused (UnknownAccount).
 */
export async function resetSecondFactor(services: Services, input: AdminAsk, requestId: string | null) {
  const user = await accountOf(services, input.email, 'reset');
  // Firebase first: a failure here changes nothing of ours, and running the reset again is safe.
  const password = await signOutEverywhere(services, user.uid, true);
  return services.db.transaction(async (tx) => {
    const removed = await deleteSecondFactor(tx, user.uid);
    const sessionProjects = await endAllSessions(tx, user.uid, 'secondFactorReset', services.now());
    const code = await issueEnrollmentCode(tx, user.uid, services.now());
    const before = {
      secondFactor: removed ? (removed.activated_at ? 'active' : 'pending') : 'none',
      openSessions: sessionProjects.length,
      ...(removed?.lockouts ? { lockouts: removed.lockouts } : {}),
    };
    const after = {
      secondFactor: 'none',
      openSessions: 0,
      refreshTokensRevoked: true,
      passwordReplaced: true,
      enrollmentCodeUntil: code.expiresAt.toISOString(),
    };
    const auditedIn = await auditEverywhere(
      tx,
      user,
      input,
      { action: 'resetSecondFactor', sessionProjects, before, after },
      requestId,
    );
    return {
      uid: user.uid,
      email: user.email ?? input.email,
      before,
      sessionsEnded: sessionProjects.length,
      refreshTokensRevoked: true,
      auditedIn,
      shownOnce: { password, enrollmentCode: code.code, enrollmentCodeExpiresAt: code.expiresAt },
    };
  });
}

/**
 * "End all sessions" without touching the factor (decision 053): every open operator session of the
 * account ends and its Firebase refresh tokens are revoked, so each client signs in again with the
 * password and a code of the same authenticator. An administrator's (`end-sessions`), audited like a
 * reset.
 */
export async function endOperatorSessions(services: Services, input: AdminAsk, requestId: string | null) {
  const user = await accountOf(services, input.email, 'ended');
  await signOutEverywhere(services, user.uid, false);
  return services.db.transaction(async (tx) => {
    const sessionProjects = await endAllSessions(tx, user.uid, 'allSessionsEnded', services.now());
    const auditedIn = await auditEverywhere(
      tx,
      user,
      input,
      {
        action: 'endAllOperatorSessions',
        sessionProjects,
        before: { openSessions: sessionProjects.length },
        after: { openSessions: 0, refreshTokensRevoked: true },
      },
      requestId,
    );
    return {
      uid: user.uid,
      email: user.email ?? input.email,
      sessionsEnded: sessionProjects.length,
      refreshTokensRevoked: true,
      auditedIn,
    };
  });
}

/**
 * A new enrolment code for an operator without an active second factor (a code expired unused, or
 * grant-operator in development, where the embedded database belongs to the API): shown once in the
 * answer, replacing the last; audited. An operator whose factor is active needs a reset instead.
 */
export async function issueCodeFor(services: Services, input: AdminAsk, requestId: string | null) {
  const user = await accountOf(services, input.email, 'issued');
  return services.db.transaction(async (tx) => {
    const factor = await findSecondFactor(tx, user.uid, true);
    if (factor?.activated_at)
      return {
        uid: user.uid,
        email: user.email ?? input.email,
        enrollmentCode: null,
        why: 'active' as const,
      };
    const code = await issueEnrollmentCode(tx, user.uid, services.now());
    const auditedIn = await auditEverywhere(
      tx,
      user,
      input,
      {
        action: 'issueEnrollmentCode',
        sessionProjects: [],
        before: { secondFactor: factor ? 'pending' : 'none' },
        after: { enrollmentCodeUntil: code.expiresAt.toISOString() },
      },
      requestId,
    );
    return {
      uid: user.uid,
      email: user.email ?? input.email,
      enrollmentCode: code.code,
      enrollmentCodeExpiresAt: code.expiresAt,
      auditedIn,
    };
  });
}
