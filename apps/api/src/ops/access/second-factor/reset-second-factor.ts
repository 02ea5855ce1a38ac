import type { Services } from '../../../services';
import { insertAudit } from '../../audit/audit.repository';
import { deleteSecondFactor } from './second-factor.repository';
import { endAllSessions } from './sessions.repository';

/** Who ran a reset, as the CLI names itself (bootstrap-operator's `cli:<user>@<host>`). */
const ACTOR = /^cli:[\x21-\x7e]{1,200}$/;

export class UnknownAccount extends Error {}

/**
 * A lost authenticator (decision 041, "Lost authenticator"): an administrator, holding ADMIN_TOKEN,
 * removes the operator's TOTP enrolment and ends every open session of theirs, so their next sign-in
 * asks them to enrol again. In the API process (`POST /admin/second-factor-reset`), because the
 * embedded database belongs to it in development, as the maintenance endpoints.
 *
 * Audited like grant-operator (decision 028): one `resetSecondFactor` row in each project the account
 * is an operator of or had a session open in (platform-wide when none), naming who ran it (the CLI's
 * `cli:<user>@<host>`, else `automation:admin-token`, and `--by`'s e-mail), whom (uid and e-mail), what
 * there was before and after, with this request's id and the database's time. An e-mail of no account
 * is refused (UnknownAccount) and changes nothing.
 */
export async function resetSecondFactor(
  services: Services,
  input: { email: string; by?: string | null; actor?: string | null },
  requestId: string | null,
) {
  const user = await services.identity.auth.getUserByEmail(input.email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found' || error.code === 'auth/invalid-email') return null;
    throw error;
  });
  if (!user) throw new UnknownAccount(`no account has the e-mail ${input.email}: nothing was reset`);
  const roles = Object.keys((user.customClaims?.ops ?? {}) as Record<string, string>);
  const actor = input.actor && ACTOR.test(input.actor) ? input.actor : 'automation:admin-token';
  return services.db.transaction(async (tx) => {
    const removed = await deleteSecondFactor(tx, user.uid);
    const sessionProjects = await endAllSessions(tx, user.uid, 'secondFactorReset', services.now());
    const before = {
      secondFactor: removed ? (removed.activated_at ? 'active' : 'pending') : 'none',
      openSessions: sessionProjects.length,
    };
    const projects = [...new Set([...roles, ...sessionProjects])].sort();
    for (const projectId of projects.length ? projects : [null])
      await insertAudit(tx, {
        projectId,
        operatorUid: actor,
        operatorEmail: input.by ?? null,
        action: 'resetSecondFactor',
        target: `operator:${user.uid}`,
        input: { email: input.email },
        before,
        after: { secondFactor: 'none', openSessions: 0 },
        requestId,
      });
    return {
      uid: user.uid,
      email: user.email ?? input.email,
      before,
      sessionsEnded: sessionProjects.length,
      auditedIn: projects.length ? projects : ['(platform-wide)'],
    };
  });
}
