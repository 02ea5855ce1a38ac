import { UsageError, type OptionSpec, type Values } from '../args';
import { callApi, defaultProject } from '../call-api';
import type { Local } from '../command';
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
  const { bootstrapOperator } = await import('@fan/api/ops/bootstrap-operator');
  return bootstrapOperator({
    email: String(v.email),
    projectId: requireProject(v),
    grant,
    createPassword: grant ? (v['create-password'] as string | undefined) : undefined,
    confirmUid: grant ? (v.confirm as string | undefined) : undefined,
    by: v.by as string | undefined,
  });
}

/**
 * The API's administration endpoint (ADMIN_TOKEN), on its private listener only (ADMIN_LISTEN,
 * docs/decisions/052): ADMIN_API_URL, else ADMIN_LISTEN's address, else the local API's default
 * (loopback, API_PORT + 100).
 */
export const adminUrl = (path: string) =>
  new URL(
    path,
    process.env.ADMIN_API_URL ??
      `http://${process.env.ADMIN_LISTEN ?? `127.0.0.1:${Number(process.env.API_PORT ?? 4000) + 100}`}`,
  ).toString();

/** reset-second-factor: one POST to /admin/second-factor-reset with the server's ADMIN_TOKEN. */
async function resetSecondFactor(v: Values) {
  const token = process.env.ADMIN_TOKEN;
  if (!token) throw new UsageError("set ADMIN_TOKEN (the API's) to reset a second factor");
  const { localActor } = await import('@fan/api/ops/bootstrap-operator');
  const url = adminUrl('/admin/second-factor-reset');
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: String(v.email), by: v.by ?? null, actor: localActor() }),
  }).catch((error: Error) => {
    throw new Error(
      `cannot reach ${url} (ADMIN_API_URL): ${(error.cause as Error | undefined)?.message ?? error.message}`,
    );
  });
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  if (response.status === 401) throw new Error(`${url} refused ADMIN_TOKEN (401)`);
  if (!response.ok || !body) throw new Error(body?.error ?? `${url} answered ${response.status}`);
  return body;
}

export const BOOTSTRAP: Local[] = [
  {
    name: 'grant-operator',
    usage:
      'grant-operator --email <e-mail> --project <id> [--confirm <uid>] [--by <e-mail>] [--create-password <pw>]',
    summary:
      "Gives a Firebase user the operator role for a project (the `ops` custom claim), with the server's credentials. Only an account with a verified e-mail; without --confirm it shows the account (uid, creation time, providers) and changes nothing. They sign in again (`login`) to use it. Recorded in the project's audit log (DATABASE_URL).",
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
    summary:
      "A lost authenticator: removes the operator's second factor (TOTP) and ends all their operator sessions, so their next sign-in enrols again. With the API's ADMIN_TOKEN, against the API itself (ADMIN_API_URL, default the origin of OPS_API_URL; /admin is not routed by nginx). Recorded in the audit log of each of their projects with the API's request id. An e-mail of no account is refused.",
    options: [{ name: 'email', type: 'string', required: true, help: "the operator's e-mail" }, BY],
    run: resetSecondFactor,
  },
  {
    name: 'login',
    usage: 'login --email <e-mail> --password <pw> [--code <6 digits>] [--project <id>]',
    summary: `Signs in as an operator: the password, then the code of your authenticator app (asked for, or --code). The first time, it shows the secret to add to the app (run it again with the app's code). The session is kept in ${sessionFile()} (OPS_SESSION_FILE), readable by you only; it ends after OPS_SESSION_MAX_HOURS, when idle, or with logout.`,
    options: [
      { name: 'email', type: 'string', required: true, help: 'e-mail' },
      { name: 'password', type: 'string', required: true, help: 'password' },
      { name: 'code', type: 'string', help: "the authenticator app's 6-digit code" },
    ],
    run: async (v) => {
      const result = await logIn({
        email: String(v.email),
        password: String(v.password),
        projectId: (v.project as string) ?? defaultProject(),
        code: v.code as string | undefined,
        say: (text) => console.error(text),
      });
      return { ...result, session: sessionFile() };
    },
  },
  {
    name: 'logout',
    usage: 'logout',
    summary: 'Ends the operator session on the server and forgets the sign-in kept here.',
    options: [],
    run: async () => {
      const session = readSession();
      // Ended on the server first; a session already over (idle, too old) is forgotten all the same.
      const ended = session?.opsSession
        ? await callApi('mutation { endOperatorSession }', {}, session.projectId).then(
            (data) => data.endOperatorSession === true,
            () => false,
          )
        : false;
      forgetSession();
      return { signedOut: true, endedOnServer: ended };
    },
  },
];
