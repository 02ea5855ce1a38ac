import { UsageError, type OptionSpec, type Values } from '../args';
import { postAdmin } from '../admin';
import { apiUrl, callApi, defaultProject } from '../call-api';
import type { Local } from '../command';
import { readPassword } from '../password';
import { safeUrl } from '../safe-url';
import { logIn } from '../second-factor';
import { forgetSession, readSession, sessionFile } from '../session';

// Bootstrap (the server's credentials, not the API) and sign-in: the commands that run before an
// operator can call /ops/graphql.

const BY: OptionSpec = {
  name: 'by',
  type: 'string',
  help: 'your e-mail, recorded in the audit log with the account that ran the command',
};

function requireProject(v: Values): string {
  if (typeof v.project !== 'string' || !v.project) throw new UsageError('--project is required');
  return v.project;
}

/** The API's bootstrap rule, loaded only by these commands (it brings the Admin SDK and pg). */
async function bootstrapOperator(v: Values, grant: boolean) {
  // On PGlite (development) the API issues the enrolment code: refuse before changing anything when
  // it cannot be asked.
  if (grant && !process.env.DATABASE_URL && !process.env.ADMIN_TOKEN)
    throw new UsageError(
      "set ADMIN_TOKEN (the API's): without DATABASE_URL the running API issues the operator's enrolment code",
    );
  const { bootstrapOperator } = await import('@fan/api/ops/bootstrap-operator');
  const result = await bootstrapOperator({
    email: String(v.email),
    projectId: requireProject(v),
    grant,
    createPassword: grant ? (v['create-password'] as string | undefined) : undefined,
    confirmUid: grant ? (v.confirm as string | undefined) : undefined,
    by: v.by as string | undefined,
  });
  if (result.enrollment !== 'ask the API') return result;
  return { ...result, enrollment: await enrollmentCode(v) };
}

/** Who runs an /admin/ command: `cli:<user>@<host>` (the API records it) and --by. */
async function asked(v: Values) {
  const { localActor } = await import('@fan/api/ops/bootstrap-operator');
  return { email: String(v.email), by: v.by ?? null, actor: localActor() };
}

/** reset-second-factor: one POST to /admin/second-factor-reset with the server's ADMIN_TOKEN. */
const resetSecondFactor = async (v: Values) =>
  postAdmin('/admin/second-factor-reset', () => asked(v), 'reset a second factor');

const endSessions = async (v: Values) =>
  postAdmin('/admin/operator-sessions-end', () => asked(v), "end an operator's sessions");

async function enrollmentCode(v: Values) {
  const answer = await postAdmin('/admin/enrollment-code', () => asked(v), 'issue an enrolment code');
  if (answer.enrollmentCode === null)
    return { code: null, why: 'the second factor is active: reset-second-factor issues a new code' };
  return { code: answer.enrollmentCode, expiresAt: answer.enrollmentCodeExpiresAt };
}

const PASSWORD_FILE: OptionSpec = {
  name: 'password-file',
  type: 'string',
  help: 'a file whose first line is the password (- : standard input); without it, asked for without echo',
};

const ADMIN_NOTE =
  "With the API's ADMIN_TOKEN, sent only to the admin address (ADMIN_API_URL; default http://ADMIN_LISTEN, else http://127.0.0.1:API_PORT; https, or http to this machine only).";

export const BOOTSTRAP: Local[] = [
  {
    name: 'grant-operator',
    usage:
      'grant-operator --email <e-mail> --project <id> [--confirm <uid>] [--by <e-mail>] [--create-password <pw>]',
    summary:
      "Gives a Firebase user the operator role for a project (the `ops` custom claim), with the server's credentials. Only an account with a verified e-mail; without --confirm it shows the account (uid, creation time, providers) and changes nothing. They sign in again (`login`) to use it. An account without a second factor gets a one-time enrolment code (shown once, valid 24 hours: give it to them; `login --enrollment-code` needs it). Recorded in the project's audit log (DATABASE_URL; without it the running API issues the code: set ADMIN_TOKEN).",
    options: [
      { name: 'email', type: 'string', required: true, help: "the user's e-mail" },
      {
        name: 'confirm',
        type: 'string',
        help: "the account's uid, as shown by a first run without it (not needed for an account --create-password made)",
      },
      BY,
      {
        name: 'create-password',
        type: 'string',
        help: 'Auth Emulator only: create the user first with this password',
      },
    ],
    run: (v) => bootstrapOperator(v, true),
  },
  {
    name: 'revoke-operator',
    usage: 'revoke-operator --email <e-mail> --project <id> [--by <e-mail>]',
    summary:
      "Takes the operator role away; the tokens the user holds stop working at once. Recorded in the project's audit log (DATABASE_URL).",
    options: [{ name: 'email', type: 'string', required: true, help: "the user's e-mail" }, BY],
    run: (v) => bootstrapOperator(v, false),
  },
  {
    name: 'reset-second-factor',
    usage: 'reset-second-factor --email <e-mail> [--by <e-mail>]',
    summary: `A lost or taken-over authenticator: removes the operator's second factor (TOTP), ends all their operator sessions, revokes their Firebase sign-ins, sets a new random password and issues a new enrolment code: both shown once, to hand to the operator, who signs in with them and enrols again. ${ADMIN_NOTE} Recorded in the audit log of each of their projects with the API's request id. An e-mail of no account is refused.`,
    options: [{ name: 'email', type: 'string', required: true, help: "the operator's e-mail" }, BY],
    run: resetSecondFactor,
  },
  {
    name: 'end-sessions',
    usage: 'end-sessions --email <e-mail> [--by <e-mail>]',
    summary: `Ends every operator session of the account and revokes its Firebase sign-ins (a lost laptop, a leaked session file); the second factor stays, so they sign in again with their password and authenticator. ${ADMIN_NOTE} Audited like a reset.`,
    options: [{ name: 'email', type: 'string', required: true, help: "the operator's e-mail" }, BY],
    run: endSessions,
  },
  {
    name: 'enrollment-code',
    usage: 'enrollment-code --email <e-mail> [--by <e-mail>]',
    summary: `A new one-time enrolment code for an operator without an active second factor (the last one expired unused), replacing it; shown once. ${ADMIN_NOTE} Audited.`,
    options: [{ name: 'email', type: 'string', required: true, help: "the operator's e-mail" }, BY],
    run: enrollmentCode,
  },
  {
    name: 'login',
    usage:
      'login --email <e-mail> [--password-file <path>] [--code <6 digits>] [--enrollment-code <code>] [--project <id>]',
    summary: `Signs in as an operator: the password (asked for without echo, or --password-file; never on the command line), then the code of your authenticator app (asked for, or --code). The first time, give the enrolment code your administrator issued (--enrollment-code, or asked for): it shows a new secret to add to the app, valid 10 minutes (on a terminal it asks for the code at once; otherwise run login again with --code). The session is kept in ${sessionFile()} (OPS_SESSION_FILE), readable by you only; it ends after OPS_SESSION_MAX_HOURS, when idle, or with logout.`,
    options: [
      { name: 'email', type: 'string', required: true, help: 'e-mail' },
      PASSWORD_FILE,
      { name: 'code', type: 'string', help: "the authenticator app's 6-digit code" },
      {
        name: 'enrollment-code',
        type: 'string',
        help: 'the one-time enrolment code from your administrator (first sign-in only)',
      },
    ],
    run: async (v) => {
      // The API's address is checked before the password is asked for or read.
      safeUrl(apiUrl(), 'OPS_API_URL');
      const result = await logIn({
        email: String(v.email),
        password: await readPassword(v['password-file'] as string | undefined),
        projectId: (v.project as string) ?? defaultProject(),
        code: v.code as string | undefined,
        enrollmentCode: v['enrollment-code'] as string | undefined,
        say: (text) => console.error(text),
      });
      return { ...result, session: sessionFile() };
    },
  },
  {
    name: 'logout',
    usage: 'logout [--all]',
    summary:
      'Ends the operator session on the server and forgets the sign-in kept here. --all: every session of yours (other browsers, other machines) ends too and your Firebase sign-ins are revoked; your second factor stays.',
    options: [{ name: 'all', type: 'bool', help: 'end all your sessions, everywhere' }],
    run: async (v) => {
      const session = readSession();
      const mutation = v.all ? 'mutation { endAllOperatorSessions }' : 'mutation { endOperatorSession }';
      // Ended on the server first; a session already over (idle, too old) is forgotten all the same.
      const ended = session?.opsSession
        ? await callApi(mutation, {}, session.projectId).then(
            (data) => (v.all ? Number(data.endAllOperatorSessions) : data.endOperatorSession === true),
            (error: Error) => {
              if (v.all) throw error;
              return false;
            },
          )
        : false;
      forgetSession();
      return { signedOut: true, endedOnServer: ended };
    },
  },
];
